import torch
w = torch.ones(2, 3, requires_grad=True)
print(w)
w[0, 1] = 1.
