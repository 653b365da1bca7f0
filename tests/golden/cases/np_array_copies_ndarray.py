import numpy as np
a = np.array([1., 2., 3.])
b = np.array(a)
c = np.array(a, dtype=np.float32)
b[0] = 100
c[1] = 200
print(a, b, c)
print(np.shares_memory(a, b), b is a, b.base is None)
print(c.dtype)
