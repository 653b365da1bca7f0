import torch
t = torch.ones(2, 3)
print(t.squeeze(1).shape)
t.squeeze(2)
