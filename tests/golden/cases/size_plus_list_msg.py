import torch
s = torch.ones(2, 3).shape
print(s + [1])
