import torch
m = torch.zeros(2, 3)
m[:, 0] = torch.ones(2)
print(m)
m[:, 0] = torch.ones(3)
