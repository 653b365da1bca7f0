import torch
m = torch.zeros(2, 3)
m[:] = torch.ones(3)
print(m)
m[:] = torch.ones(2, 2)
