import torch
print(torch.Tensor.szie)
