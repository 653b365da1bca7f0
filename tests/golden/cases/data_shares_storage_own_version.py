import torch
a = torch.tensor([1., 2., 3.], requires_grad=True)
d = a.data
print(d)
print(d.requires_grad, d.is_leaf, d is a, d.grad_fn)
d.add_(1)
print(a)
print(a._version, d._version)
d[0] = 0
print(a, a._version, d._version)
a.data.mul_(2)
print(a, a._version)
