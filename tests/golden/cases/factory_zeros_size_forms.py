import torch
print(torch.zeros((2, 2)))
print(torch.zeros(2, 2).shape, torch.zeros([3, 1]).shape)
print(torch.zeros(4))
print(torch.zeros([]))
print(torch.zeros(2, 0))
print(torch.zeros(0, 3).shape, torch.zeros(0, 3).numel())
