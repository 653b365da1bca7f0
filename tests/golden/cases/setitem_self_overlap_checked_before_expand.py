import torch
t = torch.arange(4.)
t[1] = t
