import torch
w = torch.ones(4, requires_grad=True)
with torch.no_grad():
    a, b = w.split(2)
    c = w[1:]
try:
    a.mul_(2)
except RuntimeError as e:
    print(e)
with torch.no_grad():
    c.mul_(2)
print(c.requires_grad, w.requires_grad)
print(c.grad_fn)
