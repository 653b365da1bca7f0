import torch
print(torch.full((2,), 3.))
t = torch.full((2,), 3, requires_grad=True)
