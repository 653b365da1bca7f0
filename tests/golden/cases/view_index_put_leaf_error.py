import torch
w = torch.ones(3, requires_grad=True)
w[[0]] = 2.
