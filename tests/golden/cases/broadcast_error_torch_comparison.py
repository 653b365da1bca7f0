import torch
a = torch.ones(2, 3)
b = torch.ones(2)
print(a == 1)
c = a == b
