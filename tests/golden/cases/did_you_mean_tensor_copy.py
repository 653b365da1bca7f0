import torch
x = torch.ones(2)
print(x)
y = x.copy()
