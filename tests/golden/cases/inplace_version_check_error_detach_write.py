import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
c = torch.ones(3, requires_grad=True)
y = x * c
c.detach().zero_()
print(c)
y.sum().backward()
