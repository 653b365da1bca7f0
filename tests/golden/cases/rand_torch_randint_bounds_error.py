import torch
print(torch.randint(0, 2, (3,), dtype=torch.bool).dtype)
a = torch.randint(5, 1, (2,))
