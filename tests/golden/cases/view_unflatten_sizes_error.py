import torch
torch.ones(2, 6).unflatten(1, (4, 2))
