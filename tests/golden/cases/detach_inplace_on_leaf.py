import torch
a = torch.tensor([1., 2.], requires_grad=True)
b = a.detach_()
print(b is a)
print(a, a.requires_grad, a.is_leaf)
a.add_(1)
print(a, a._version)
c = torch.ones(2)
print(c.detach_() is c, c.requires_grad)
