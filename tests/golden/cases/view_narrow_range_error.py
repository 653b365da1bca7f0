import torch
t = torch.ones(2, 3)
print(t.narrow(1, 3, 0).shape)
t.narrow(1, 1, 3)
