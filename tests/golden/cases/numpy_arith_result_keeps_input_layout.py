import numpy as np
v = np.arange(1., 22.).reshape((3, 7)).T
print((2.5 / v).strides, (v + v).strides, (-v).strides, (v[::2] * 1).strides)
a = (np.arange(21, dtype=np.float64) * 1e-3 - 8.5).reshape((3, 7)).T
print((2.5 / a).sum())
