import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
c = torch.ones(3)
y = x + c
c.add_(1)
y.sum().backward()
print(x.grad, c)
