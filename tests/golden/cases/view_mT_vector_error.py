import torch
print(torch.tensor(2.).mT)
torch.ones(3).mT
