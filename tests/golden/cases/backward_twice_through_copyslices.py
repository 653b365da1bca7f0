import torch
w = torch.ones(2, requires_grad=True)
y = -w
v = y[:]
v.add_(1)
z = y.sum()
z.backward()
print(w.grad)
z.backward()
print(w.grad)
