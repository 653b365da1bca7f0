import torch
a = torch.arange(3., requires_grad=True)
b = torch.zeros(3)
b.copy_(a * 3)
print(b)
print(b.is_leaf, b.requires_grad, type(b.grad_fn).__name__)
c = torch.zeros(3)
c[1] = a[2]
print(c)
print(c.is_leaf, type(c.grad_fn).__name__)
d = torch.zeros(3)
d += a
print(d)
print(d.is_leaf, type(d.grad_fn).__name__)
e = torch.ones(3)
e.mul_(a)
print(type(e.grad_fn).__name__)
(b.sum() + c.sum() + d.sum() + e.sum()).backward()
print(a.grad)
