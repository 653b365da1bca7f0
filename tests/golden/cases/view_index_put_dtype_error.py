import torch
t = torch.ones(3, 4)
t[[0]] = torch.tensor([1, 2, 3, 4])
