import torch
x = torch.ones(3, 2, requires_grad=True)
y = x * 1
print(type(y[0:3].grad_fn).__name__)
print(type(y[:].grad_fn).__name__)
print(type(y[0:3, 0:2].grad_fn).__name__)
print(y[0:3] is y, y[0:3, 0:2] is y)
