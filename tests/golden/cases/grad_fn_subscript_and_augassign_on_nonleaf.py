import torch
x = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
a = x * 1
a[0] = 5
print(type(a.grad_fn).__name__)
print(a)
b = x * 1
b[:, 1] = torch.tensor([0., 0.])
print(type(b.grad_fn).__name__, b._version)
c = x * 1
c += 1
print(type(c.grad_fn).__name__)
d = x * 1
d -= 1
print(type(d.grad_fn).__name__)
e = x * 1
e *= 2
print(type(e.grad_fn).__name__)
print(e)
