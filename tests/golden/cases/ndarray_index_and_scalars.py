import numpy as np
a = np.arange(12.).reshape(3, 4)
print(a[1])
print(a[-1])
print(a[1, 2], a[-1, -1])
print(a[1][2])
print(a[:, 1])
print(a[1:, ::2])
print(a[::2, 1:3])
print(a[0, 5:])
r = a[1]
r[0] = 100
print(a[1, 0])
print(a[1:2].shape, a[1].shape, a[:, 0].shape)
print(len(a), len(a[0]))
