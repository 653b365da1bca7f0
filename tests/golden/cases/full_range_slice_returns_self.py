import torch
x = torch.ones(3, 2, requires_grad=True)
y = x * 1
u = y[0:3, 0:2]
print(type(u.grad_fn).__name__)
y[:3] = 3
print(y)
x[0:3] = 1
