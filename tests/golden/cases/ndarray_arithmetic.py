import numpy as np
a = np.array([1., 2., 3.])
b = np.array([4., 5., 6.])
print(a + b, a - b, a * b, a / b)
print(a + 1, 1 + a, a * 2, 2 * a, a / 2, 2 / a, 1 - a, a - 1)
print(-a)
m = np.arange(6).reshape(2, 3)
print(m * 2)
print(m + np.array([10, 20, 30]))
print(m - m)
print((m + 0.5).dtype, (m * 2).dtype)
c = a + b
c[0] = 0
print(a, c)
