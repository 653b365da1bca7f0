import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
c = torch.ones(3)
y = x * c
print(y)
c.add_(1)
print(c._version)
y.sum().backward()
