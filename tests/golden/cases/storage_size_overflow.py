import torch
print(torch.zeros(0, 2**62).shape)
b = torch.ones(2**62, 4)
