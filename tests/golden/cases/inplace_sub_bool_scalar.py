import torch
a = torch.zeros(2)
a -= True
print(a)
