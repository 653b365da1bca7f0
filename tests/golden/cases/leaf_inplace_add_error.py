import torch
w = torch.ones(2, requires_grad=True)
print(w)
w.add_(1)
