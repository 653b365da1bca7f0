import torch
print(torch.arange(12).reshape(2, 3, 2))
print(torch.tensor([[True, False], [False, True]]))
print(torch.arange(4.).reshape(1, 2, 2) * 0.5)
print(torch.ones(1, 1, 1))
print(torch.zeros(2, 1, 0))
