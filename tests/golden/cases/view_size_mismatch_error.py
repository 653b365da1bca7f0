import torch
t = torch.arange(6)
print(t.view(2, 3).shape)
v = t.view(4)
