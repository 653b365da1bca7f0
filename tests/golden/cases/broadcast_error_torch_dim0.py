import torch
a = torch.ones(4)
b = torch.ones(3)
print(a * 2)
c = a * b
