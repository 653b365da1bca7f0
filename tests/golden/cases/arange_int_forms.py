import torch
print(torch.arange(5))
print(torch.arange(2, 5))
print(torch.arange(1, 10, 3))
print(torch.arange(10, 0, -3))
print(torch.arange(0))
print(torch.arange(5).dtype, torch.arange(2, 5).shape)
print(torch.arange(-3, 3, 2))
print(torch.arange(3, dtype=torch.int32))
