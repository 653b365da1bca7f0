import torch
x = torch.tensor([1., 2.], requires_grad=True)
c = torch.ones(2, 2)
y = x / c
c[0, 0] = 5
c.mul_(2)
y.sum().backward()
