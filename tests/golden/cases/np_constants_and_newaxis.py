import numpy as np
print(np.newaxis, np.pi, np.e, np.inf, np.nan, -np.inf, type(np.pi), np.euler_gamma)
a = np.arange(3)
b = a[:, np.newaxis]
print(b.shape, b.strides, np.shares_memory(a, b), a[np.newaxis].shape)
print(np.nan == np.nan, np.inf > 1e308)
