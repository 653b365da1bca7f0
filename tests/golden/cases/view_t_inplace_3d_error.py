import torch
torch.ones(2, 2, 2).t_()
