import torch
w = torch.ones(2, 3, requires_grad=True)
w.t_()
