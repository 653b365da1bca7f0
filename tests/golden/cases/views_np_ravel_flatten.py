import numpy as np
a = np.arange(12).reshape(3, 4)
r = a.ravel()
print(r.base is a.base, np.shares_memory(r, a), r.strides)
f = a.flatten()
print(f.base is None, np.shares_memory(f, a), f.flags['OWNDATA'])
t = a.T
print(t.ravel(), t.ravel().base is None)
print(t.ravel('F').base is a.base, t.ravel('K').base is a.base, t.ravel('A').base is a.base)
print(t.flatten('F'), t.flatten('K'), t.flatten('A'), a.flatten('F'))
s = a[:, ::2]
print(s.ravel(), s.ravel().base is None, s.ravel('K').base is None)
x = np.zeros((2, 3, 4)).transpose(1, 0, 2)
print(x.ravel('K').base is not None, x.ravel('K').strides, x.flatten('K').strides)
e = np.zeros((0, 3))
print(e.ravel().strides, e.flatten().strides)
r[0] = 99
print(a[0, 0])
try:
    a.ravel('X')
except ValueError as e:
    print("ValueError:", e)
try:
    a.flatten(1, 2)
except TypeError as e:
    print("TypeError:", e)
