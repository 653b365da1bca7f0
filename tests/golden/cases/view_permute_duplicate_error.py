import torch
t = torch.ones(2, 3)
t.permute(0, 0)
