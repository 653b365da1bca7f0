import numpy as np
a = np.arange(6)
m = a.reshape(2, 3)
n = a.reshape((3, 2))
k = a.reshape(3, -1)
print(m)
print(n.shape, k.shape)
m[1, 1] = 40
print(a)
t = m.T
t[2, 0] = 20
print(m)
print(t.shape, t.strides)
f = t.reshape(6)
f[0] = -1
print(f)
print(m)
print(np.shares_memory(f, m))
print(a.reshape(1, 6).T.shape)
