import torch
print(torch.Size(3))
