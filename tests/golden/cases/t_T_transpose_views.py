import torch
t = torch.arange(6).reshape(2, 3)
a = t.t()
b = t.T
c = t.transpose(0, 1)
d = t.transpose(-1, 0)
print(a)
print(a.shape, b.shape, c.shape, d.shape)
print(a.stride(), b.stride(), c.stride(), d.is_contiguous())
b[2, 1] = 50
c[0, 1] = 30
print(t)
v = torch.arange(3)
print(v.t(), v.t().shape)
print(t.transpose(1, 1).stride())
x = torch.arange(24).reshape(2, 3, 4)
print(x.transpose(0, 2).shape, x.transpose(0, 2).stride())
print(x.transpose(1, 2)[1, 3])
