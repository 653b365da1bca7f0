import torch
torch.ones(2, 3, 4).flatten(2, 1)
