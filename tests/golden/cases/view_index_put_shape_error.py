import torch
t = torch.ones(3, 4)
t[t > 0] = torch.ones(2)
