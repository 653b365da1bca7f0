import torch
a = torch.arange(3., requires_grad=True)
b = torch.zeros(3)
b.copy_(a * 3)
c = torch.zeros(3)
c[1] = a[2]
d = torch.zeros(3)
d += a
(b + c + d).sum().backward()
print(a.grad)
print(b.grad_fn is not None, c.requires_grad, d.is_leaf)
