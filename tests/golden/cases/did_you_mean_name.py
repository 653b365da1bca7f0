import torch
values = torch.ones(2)
print(valuse)
