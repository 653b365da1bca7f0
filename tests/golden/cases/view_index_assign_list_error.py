import torch
t = torch.ones(3, 4)
t[0] = [1, 2, 3, 4]
