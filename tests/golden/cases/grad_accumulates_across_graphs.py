import torch
a = torch.tensor([0., 1., 2.], requires_grad=True)
y = (a * a).sum()
y.backward()
print(a.grad)
g = a.grad
z = (a * 3).sum()
z.backward()
print(a.grad)
print(g is a.grad, g)
a.grad.zero_()
print(a.grad)
(a * 5).sum().backward()
print(a.grad)
