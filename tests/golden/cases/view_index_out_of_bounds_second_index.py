import torch
t = torch.ones(3, 4)
t[[0, 1], [4, 0]]
