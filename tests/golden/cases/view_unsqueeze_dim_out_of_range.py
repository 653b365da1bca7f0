import torch
t = torch.ones(2, 3)
print(t.unsqueeze(2).shape)
t.unsqueeze(-4)
