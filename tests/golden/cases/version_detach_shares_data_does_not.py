import torch
a = torch.ones(3, requires_grad=True)
d = a.detach()
d.add_(1)
print(a._version, d._version)
e = a.data
e.add_(1)
print(a._version, d._version, e._version)
f = a.detach()
print(f._version)
g = a.data
print(g._version)
print(a)
