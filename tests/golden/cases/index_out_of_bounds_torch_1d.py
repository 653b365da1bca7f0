import torch
t = torch.tensor([1., 2., 3.])
print(t[2], t[-3])
print(t[3])
