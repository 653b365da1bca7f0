import torch
t = torch.arange(6)
print(t.reshape(3, 2))
r = t.reshape(4, 2)
