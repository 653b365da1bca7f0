import torch
w = torch.ones(2, 3, requires_grad=True)
r = w[0]
print(r)
r.add_(1)
