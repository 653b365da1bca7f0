import torch
a = torch.arange(3., requires_grad=True)
b = a * 2
b.add_(1)
b.mul_(3)
print(b)
b.sum().backward()
print(a.grad)
c = torch.arange(3., requires_grad=True)
d = c * 1
d[0] = 100
print(d)
(d * d).sum().backward()
print(c.grad)
e = torch.arange(3., requires_grad=True)
f = e * 2
f.zero_()
f.sum().backward()
print(e.grad)
