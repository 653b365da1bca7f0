import torch
torch.ones(2, 3).flip(0, -2)
