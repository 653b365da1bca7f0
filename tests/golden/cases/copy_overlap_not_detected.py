import torch
a = torch.arange(6.)
b = a[1:4]
c = a[:3]
b.copy_(c)
print(a)
