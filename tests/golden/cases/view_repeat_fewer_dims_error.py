import torch
torch.ones(2, 3).repeat(2)
