import numpy as np
a = np.arange(12.).reshape(3, 4)
a[[0, 2]] = 5
print(a)
a[[0, 2]] = [1, 2, 3, 4]
a[a > 8] = 0
print(a)
a[:, [0, 1]] = np.ones((3, 1))
a[[1, 1, 1]] = [[1.], [2.], [3.]]
print(a)
a[[0, 1], [2, 3]] = [-1., -2.]
a[a > 5] = np.arange(1.)
print(a)
a[0, [0, 1]] = [5, 6]
a[:, 0, None] = 9
print(a)
i = np.arange(6).reshape(2, 3)
i[[0]] = [2.7, 1.2, 3.9]
i[i > 2] = 1.5
print(i)
v = a[:, [0, 1]]
v[0, 0] = 100.
print(a[0, 0])
