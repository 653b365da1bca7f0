import torch
x = torch.arange(12., requires_grad=True)
y = x.reshape(3, 4)[[0, 2, 0]][:, [1, 3]]
y.sum().backward()
print(x.grad)
z = torch.arange(12., requires_grad=True)
w = z.reshape(3, 4)
(w[w > 4] * 2).sum().backward()
print(z.grad)
a = torch.arange(6., requires_grad=True)
v = torch.tensor([10., 20.], requires_grad=True)
b = a * 1
b[[1, 5]] = v
(b * torch.arange(6.)).sum().backward()
print(a.grad, v.grad, type(b.grad_fn).__name__)
c = a * 1
c[:, None][[0]] = 0.
print(type(c.grad_fn).__name__)
