import torch
a = torch.ones(2, device='cuda')
b = torch.ones(2)
print(a + 1)
c = a + b
