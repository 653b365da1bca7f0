import torch
print(torch.tensor([[[1]], [2]]))
