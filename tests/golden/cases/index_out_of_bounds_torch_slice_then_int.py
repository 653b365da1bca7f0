import torch
m = torch.arange(12).reshape(3, 4)
print(m[:, 3])
print(m[1:, 5])
