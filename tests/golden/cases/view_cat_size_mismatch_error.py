import torch
a = torch.ones(2, 3)
b = torch.ones(3, 2)
print(torch.cat([a, b.t()], 1).shape)
torch.cat([a, b])
