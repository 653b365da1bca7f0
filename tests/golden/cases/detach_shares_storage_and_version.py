import torch
a = torch.tensor([1., 2., 3.], requires_grad=True)
d = a.detach()
print(d, d.requires_grad, d.is_leaf, d.grad_fn)
print(d is a)
d.add_(1)
print(a)
print(a._version, d._version)
d[0] = 0
print(a, a._version, d._version)
e = (a * 2).detach()
print(e, e.is_leaf, e.requires_grad)
