import torch
a = torch.zeros(2, 3)
b = a.t()
c = a.view(6)
d = a.reshape(3, 2)
e = a[0]
f = a.float()
g = a.to(torch.float64)
h = a.requires_grad_()
print(a._version, b._version, c._version, g._version)
a.detach_()
print(a._version)
x = a.sum()
print(a._version, x._version)
