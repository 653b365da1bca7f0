import torch
print(torch.float32.is_floting_point)
