import torch
t = torch.ones(2)
t.copy_(2)
print(t)
