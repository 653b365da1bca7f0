import torch
t = torch.ones(3, 4)
t[torch.tensor([0.])]
