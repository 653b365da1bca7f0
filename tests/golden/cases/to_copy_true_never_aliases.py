import torch
t = torch.tensor([1., 2.])
a = t.to('cpu', copy=True)
b = t.to(torch.float32, copy=True)
c = t.to(copy=True)
d = t.to(device='cpu', dtype=torch.float32, copy=True)
print(a is t, b is t, c is t, d is t)
a[0] = 10
b[0] = 20
c[0] = 30
d[0] = 40
print(t, a, b, c, d)
print(a._version, t._version)
e = torch.tensor([1, 2]).to(torch.float64, copy=True)
print(e)
