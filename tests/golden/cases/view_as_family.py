import torch
t = torch.arange(6.)
o = torch.zeros(2, 3)
v = t.view_as(o)
r = t.reshape_as(o)
e = t[:3].expand_as(o)
print(v.shape, r.shape, e.shape, e.stride())
v[1, 2] = 60.
print(t, r[1, 2])
print(e._base is t, e.is_contiguous())
x = v.t().reshape_as(t)
x[0] = 0.5
print(t[0], x._base is None)
