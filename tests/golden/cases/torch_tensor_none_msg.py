import torch
print(torch.tensor(None))
