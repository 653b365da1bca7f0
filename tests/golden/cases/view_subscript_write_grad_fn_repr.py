import torch
w = torch.ones(2, 2, requires_grad=True)
y = w * 2
r = y.t()
r[0, 0] = 5.
print(r)
