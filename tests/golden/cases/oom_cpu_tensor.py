import torch
a = torch.ones(3)
print(a)
b = torch.ones(10**12)
