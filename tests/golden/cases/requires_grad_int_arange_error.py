import torch
print(torch.arange(3.0, requires_grad=True))
t = torch.arange(3, requires_grad=True)
