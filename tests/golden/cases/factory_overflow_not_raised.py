import torch
print(torch.full((2,), 1099511627776, dtype=torch.int32))
