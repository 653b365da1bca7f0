import numpy as np
na = np.zeros((2, 3))
na[0] = np.array([1., 2., 3.])
na[:, 1] = np.array([8., 9.])
na[1, ::2] = np.array([4, 5])
print(na)
na[1:] = np.arange(3)
print(na)
ni = np.zeros(3, dtype=np.int64)
ni[:2] = np.array([1.9, -1.9])
print(ni)
na[:] = 0.5
print(na)
