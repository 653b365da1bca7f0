import torch
x = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
a = x * 1
v = a[0]
print(type(v.grad_fn).__name__)
v.mul_(10)
print(a)
print(type(a.grad_fn).__name__)
print(a._version, v._version)
a.sum().backward()
print(x.grad)
