import numpy as np
a = np.arange(12.).reshape(3, 4)
r = a[[0, 2]]
print(r, r.base is None, r.flags.owndata, r.flags.c_contiguous)
r[0, 0] = 100.
print(a[0, 0], np.shares_memory(a, r))
p = a[[0, 1], [1, 2]]
print(p, p.strides)
print(a[[[0, 1], [1, 2]]].shape, a[np.array([[0], [2]]), np.array([1, 3])])
print(a[[True, False, True]], a[[]].shape, a[[]].strides)
m = a[a > 5]
print(m, m.base is None)
print(a[a[:, 0] > 3].shape, a[True].shape, a[False].strides, a[1, True].shape)
s = a[np.array(1)]
s[0] = -3.
print(a[1], s.flags.owndata, a[np.int64(1)].base is a)
