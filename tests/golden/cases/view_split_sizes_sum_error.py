import torch
torch.ones(4, 2).split([1, 2])
