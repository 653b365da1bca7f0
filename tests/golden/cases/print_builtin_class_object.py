import torch
print(int, float, bool, str)
print(torch.Size, torch.device)
print((int, 1))
