import torch
m = torch.zeros(2, 3)
print(m[1, 2])
x = m[0, 3]
