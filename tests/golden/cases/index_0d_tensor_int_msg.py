import torch
x = torch.tensor(1.)
print(x[0])
