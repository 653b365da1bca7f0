import torch
a = torch.ones(2)
print(a)
b = a + t
