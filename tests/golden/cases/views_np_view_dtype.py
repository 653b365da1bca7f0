import numpy as np
a = np.arange(6).reshape(2, 3)
v = a.view()
print(v.base is a.base, v.strides, v.flags['OWNDATA'], v.flags['WRITEABLE'], np.shares_memory(a, v))
v[0, 0] = 100
print(a[0, 0])
b = np.zeros(3)
w = b.view()
print(w.base is b, w is b)
f = np.array([1.0, -2.0, 0.5], dtype=np.float32)
i = f.view(np.int32)
print(i, i.dtype, i.base is f, i.strides)
print(np.array([1.0, 2.0]).view('int64'))
g = np.arange(3).view(np.float64)
g[0] = 1.5
print(g.dtype, g.base is not None)
print(a.T.view().strides, a.T.view().flags['F_CONTIGUOUS'])
print(b.view(np.ndarray).base is b)
