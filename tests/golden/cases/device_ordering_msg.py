import torch
print(torch.device('cpu') < torch.device('cpu'))
