import torch
print(torch.ones(2).shape.numl)
