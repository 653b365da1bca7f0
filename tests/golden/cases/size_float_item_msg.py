import torch
print(torch.Size([2.5]))
