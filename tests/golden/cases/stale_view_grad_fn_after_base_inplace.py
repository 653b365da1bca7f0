import torch
w = torch.ones(4, requires_grad=True)
y = w * 2
v = y[1:]
y.add_(1)
print(type(v.grad_fn).__name__)
print(v)
