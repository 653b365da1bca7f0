import torch
w = torch.ones(2)
w.mul_(3)
print(w)
w.requires_grad = True
w.mul_(3)
