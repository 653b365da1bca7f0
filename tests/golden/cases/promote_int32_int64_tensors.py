import torch
a = torch.tensor([1, 2], dtype=torch.int32)
b = torch.tensor([10, 20])
print(a + b)
print((a + b).dtype, (b - a).dtype, (a * a).dtype)
print(a * a)
print(a == b, (a < b).dtype)
