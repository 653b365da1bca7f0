import torch
w = torch.ones(2, device='cuda', requires_grad=True)
print(w)
w.mul_(2)
