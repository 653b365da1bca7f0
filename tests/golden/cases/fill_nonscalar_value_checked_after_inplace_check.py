import torch
x = torch.ones(3, requires_grad=True)
v = x.view(-1)
v.fill_(torch.ones(3))
