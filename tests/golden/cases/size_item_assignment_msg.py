import torch
s = torch.ones(2, 3).shape
s[0] = 5
