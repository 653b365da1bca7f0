import torch
t = torch.zeros(3)
t[0:2] = torch.ones(2)
print(t)
t[0:2] = torch.ones(3)
