import torch
a = torch.zeros(3)
print(a._version)
a.add_(1)
print(a._version)
a.sub_(1)
a.mul_(2)
print(a._version)
a.zero_()
a.fill_(3)
print(a._version)
a.copy_(torch.ones(3))
print(a._version)
a[0] = 5
a[1:] = 2
print(a._version)
a += 1
a -= 1
a *= 2
print(a._version)
b = a + 1
print(b._version, a._version)
c = a.clone()
print(c._version)
