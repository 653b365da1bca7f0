import torch
a = torch.ones(2, -3)
