import torch
d = torch.device('cuda:x')
