import torch
x = torch.float32(3)
