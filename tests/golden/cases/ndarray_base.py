import numpy as np
x = np.arange(6.)
print(x.base is None)
y = x.reshape(2, 3)
print(y.base is x, y.base is not None)
z = y.T
print(z.base is x, z.base is y)
r = x[2:]
print(r.base is x)
c = y.copy()
print(c.base is None)
a = x.astype(np.float32)
print(a.base is None)
print(np.array(x).base is None, np.asarray(x).base is None)
