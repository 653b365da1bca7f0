import torch
torch.tensor(1.).narrow(0, 0, 1)
