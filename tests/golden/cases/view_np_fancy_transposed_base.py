import numpy as np
a = np.arange(12.).reshape(3, 4)
c = a[:, [0, 2]]
print(c, c.shape, c.strides)
print(c.flags.c_contiguous, c.flags.f_contiguous, c.flags.owndata, c.base is None, c.base is a)
print(c.base, c.base.flags.owndata)
c[0, 1] = 50.
print(a[0, 2], c.base[1, 0])
b = np.arange(24).reshape(2, 3, 4)
print(b[0, :, [0, 1]].shape, b[0, :, [0, 1]].base is None)
print(b[:, 0, [0, 1]], b[:, 0, [0, 1]].strides)
print(b[:, :, [1, 2]].strides, b[:, [[0], [1]], :].strides)
print(b[[0, 1], None].strides, b[[0, 1], :, None].strides, a[[0, 2], None].strides)
print(b.T[[0, 1]].strides, b.T[:, [0, 1]].strides, b[:, b[0] > 4].shape)
