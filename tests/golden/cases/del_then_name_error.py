import torch
t = torch.ones(2)
u = t
del t
print(u)
print(t)
