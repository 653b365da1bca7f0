import torch
t = torch.zeros(2, dtype=torch.int64)
t[0] = float('nan')
print(t)
