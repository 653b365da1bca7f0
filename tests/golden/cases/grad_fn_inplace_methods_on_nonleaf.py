import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
a = x * 1
a.add_(1)
print(type(a.grad_fn).__name__, a._version)
b = x * 1
b.sub_(1)
print(type(b.grad_fn).__name__)
c = x * 1
c.mul_(2)
print(type(c.grad_fn).__name__)
d = x * 1
d.zero_()
print(type(d.grad_fn).__name__, d)
e = x * 1
e.fill_(3)
print(type(e.grad_fn).__name__, e)
f = x * 1
f.copy_(torch.tensor([7., 8., 9.]))
print(type(f.grad_fn).__name__)
print(f)
g = x * 1
g.add_(torch.ones(3))
print(type(g.grad_fn).__name__, g._version)
