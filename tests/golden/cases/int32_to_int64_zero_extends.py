import torch
x = torch.tensor([-1, -2], dtype=torch.int32)
print(x.long())
print(x.sum())
