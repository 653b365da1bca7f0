import torch
t = torch.tensor([1.9, -1.9, 2.5])
i = t.long()
print(i, i * 2, i / 2)
b = t.bool()
print(b, b.long().sum())
n = t.int()
print(n + 1, n + 1.5)
print(t.to(torch.int32).to(torch.float64))
