import torch
a = torch.zeros(2, 3)
v = a[1]
w = a.t()
v.add_(1)
print(a._version, v._version, w._version)
w[0, 0] = 5
print(a._version, v._version, w._version)
a.mul_(2)
print(a._version, v._version, w._version)
u = a.view(6)
print(u._version)
k = a.clone()
print(k._version)
print(a)
