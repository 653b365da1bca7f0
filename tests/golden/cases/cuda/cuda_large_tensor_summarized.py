import torch
t = torch.arange(2000., device='cuda')
print(t)
m = torch.arange(1200, device='cuda').reshape(2, 600)
print(m)
