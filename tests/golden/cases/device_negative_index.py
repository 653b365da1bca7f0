import torch
print(torch.device('cuda', -1))
