import torch
torch.manual_seed(True)
print(torch.initial_seed())
torch.manual_seed('a')
