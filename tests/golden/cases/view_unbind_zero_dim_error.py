import torch
torch.tensor(2.).unbind()
