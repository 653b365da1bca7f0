import torch
m = torch.zeros(2, 3)
print(m[-2].shape)
x = m[-3]
