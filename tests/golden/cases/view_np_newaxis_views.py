import numpy as np
a = np.arange(12.).reshape(3, 4).copy()
n = a[None]
print(n.shape, n.strides, n.base is a, n.flags.c_contiguous)
n[0, 1, 1] = 55.
print(a[1])
k = a[:, :, None]
print(k.shape, k.strides, a[0, :, None].strides, a[None, 1].strides)
print(a[:].base is a, a[()].base is a, a[:, 1:3].flags.c_contiguous)
