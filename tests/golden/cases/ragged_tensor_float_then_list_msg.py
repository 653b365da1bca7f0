import torch
print(torch.tensor([1.5, [2]]))
