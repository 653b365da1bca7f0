import torch
print(max(torch.tensor(1.0)))
