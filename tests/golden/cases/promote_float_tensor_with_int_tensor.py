import torch
f = torch.tensor([0.5, 1.5])
i = torch.tensor([1, 2])
n = torch.tensor([1, 2], dtype=torch.int32)
d = torch.tensor([0.5, 1.5], dtype=torch.float64)
print(f + i, (f + i).dtype)
print(i * f, (i * f).dtype)
print(n + d, (n + d).dtype)
print(i - d)
