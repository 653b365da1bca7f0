import torch
torch.stack([torch.ones(2, 3), torch.ones(3, 2)])
