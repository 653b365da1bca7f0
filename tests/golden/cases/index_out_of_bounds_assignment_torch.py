import torch
t = torch.zeros(3)
t[1] = 5
print(t)
t[3] = 1
