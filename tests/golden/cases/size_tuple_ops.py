import torch
t = torch.ones(2, 3)
print(t.shape + (1,))
print((1,) + t.shape)
print(t.shape + t.shape)
print(t.shape * 2)
print(t.shape < (3,))
print(torch.Size([-1]))
