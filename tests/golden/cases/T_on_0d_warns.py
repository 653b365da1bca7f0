import torch
print(torch.tensor(2.).T)
