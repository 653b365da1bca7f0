import torch
t = torch.ones(2, 2, device='cuda', requires_grad=True)
d = t.detach()
print(d, d.requires_grad)
n = d.numpy()
