import torch
print(torch.device("cpu0"))
