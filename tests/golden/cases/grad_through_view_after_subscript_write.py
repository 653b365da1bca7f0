import torch
w = torch.ones(3, requires_grad=True)
y = w * 2
v = y[:]
v[0] = 5.
v.sum().backward()
print(w.grad)
