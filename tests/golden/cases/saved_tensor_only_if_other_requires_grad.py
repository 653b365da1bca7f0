import torch
x = torch.ones(2, requires_grad=True)
y = torch.tensor(2.)
h = x * 1
g = h / y
h.add_(1)
g.sum().backward()
print(x.grad)
