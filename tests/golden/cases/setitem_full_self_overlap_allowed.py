import torch
u = torch.ones(1)
u[0] = u
print(u)
