import torch
print(len(torch.tensor(1.0)))
