import torch
w = torch.zeros(3, dtype=torch.float64, requires_grad=True)
w.fill_(1)
