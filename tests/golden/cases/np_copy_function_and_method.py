import numpy as np
a = np.arange(6.).reshape(2, 3)
b = np.copy(a)
c = a.copy()
b[0, 0] = 10
c[1, 2] = 20
print(a)
print(b)
print(c)
print(np.shares_memory(a, b), np.shares_memory(a, c))
print(b.base is None, c.base is None, c.flags.owndata)
t = a.T.copy()
print(t.strides, t.flags['OWNDATA'])
