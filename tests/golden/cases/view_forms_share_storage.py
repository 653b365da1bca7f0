import torch
t = torch.arange(6)
a = t.view(2, 3)
b = t.view((3, 2))
c = t.view(-1)
d = t.view(3, -1)
e = a.view(6)
print(a)
print(b)
print(c.shape, d.shape, e.shape)
a[1, 1] = 40
d[0, 1] = 10
print(t)
print(t._version, a._version)
print(a.is_contiguous(), a.stride(), t.view(1, 6).stride())
