import torch
x = torch.full((20,), 0.3)[::2]
print(x.sum().item())
