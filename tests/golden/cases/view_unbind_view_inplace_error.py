import torch
a = torch.ones(3, 2, requires_grad=True) * 1
rows = a.unbind()
v = rows[2].view(2)
v.zero_()
