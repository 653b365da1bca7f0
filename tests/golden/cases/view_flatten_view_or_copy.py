import torch
t = torch.arange(6.).reshape(2, 3)
f = t.flatten()
f[0] = -1.
print(t[0, 0], f._base is t._base, f.stride())
g = t.t().flatten()
g[1] = 99.
print(t)
print(g, g._base is None, g.is_contiguous())
print(t.flatten(0, 0) is t, t.flatten(1).shape, torch.flatten(t, 0, 1).shape)
b = torch.arange(24).reshape(2, 3, 4)
print(b.flatten(1).shape, b.flatten(0, 1).shape, b.flatten(-2, -1).stride())
s = b[:, :, ::2]
print(s.flatten(0, 1).stride(), s.flatten()._base is None)
print(torch.tensor(5.).flatten(), torch.ones(0, 1, 3, 0).flatten(1, 2).shape)
