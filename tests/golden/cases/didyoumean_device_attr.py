import torch
print(torch.device('cpu').typ)
