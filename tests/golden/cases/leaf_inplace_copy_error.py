import torch
w = torch.ones(2, requires_grad=True)
w.copy_(torch.zeros(2))
