import torch
w = torch.ones(2, requires_grad=True)
y = w * 1
y[0] = 2.
z = y * y
y[1] = 3.
z.sum().backward()
