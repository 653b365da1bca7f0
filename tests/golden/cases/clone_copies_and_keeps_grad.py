import torch
a = torch.tensor([1., 2.])
b = a.clone()
b[0] = 10
print(a, b, b is a)
print(b._version, a._version)
x = torch.tensor([1., 2.], requires_grad=True)
c = x.clone()
print(c)
print(c.requires_grad, c.is_leaf, type(c.grad_fn).__name__)
c.add_(1)
print(c, x)
i = torch.tensor([1, 2], dtype=torch.int32).clone()
print(i)
