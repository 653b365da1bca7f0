import torch
a = torch.zeros(3)
print(a)
a.copy_(torch.ones(2))
print("not reached")
