# torch.unique (sorted): distinct values, inverse indices shaped like the input, counts
import torch

print(torch.unique(torch.tensor([1, 2, 1, 2, 1, 2])))
print(torch.unique(torch.tensor([3, 1, 2, 1]), return_inverse=True, return_counts=True))
print(torch.unique(torch.tensor([[3, 1], [2, 1]]), return_inverse=True))
print(torch.tensor([2.5, -1.0, 2.5, 0.0]).unique(return_counts=True))
print(torch.unique(torch.tensor([True, False, True])), torch.unique(torch.tensor(7)))
print(torch.unique(torch.tensor([], dtype=torch.long), return_counts=True))
u = torch.arange(10).view(2, 5)[:, ::2] % 3
print(u, torch.unique(u, sorted=True, return_inverse=True))
