import torch
t = torch.arange(6).reshape(2, 3)
f = t.flip(0)
g = torch.flip(t, [0, 1])
print(f, g)
t[0, 0] = 100
print(f[1, 0], g[1, 2], f._base is None, t.t().flip(0).stride())
print(t.fliplr(), torch.flipud(t), t.flip([]).shape)
r = t.repeat(2, 1)
r2 = t.repeat(1, 2, 2)
print(r, r2.shape, r2.stride())
t[1, 1] = -4
print(r[3, 1], r._base is None)
print(torch.tensor(3).repeat(2), t.repeat(0, 1).shape)
