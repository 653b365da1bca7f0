import torch
a = torch.ones(2, device='cuda')
b = torch.ones(2)
print(b * 2)
c = b * a
