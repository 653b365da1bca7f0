import torch
a = torch.rand(2, dtype=torch.int64)
