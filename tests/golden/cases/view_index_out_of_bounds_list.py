import torch
t = torch.ones(3, 4)
print(t[[0, 2]].shape)
t[[0, 5]]
