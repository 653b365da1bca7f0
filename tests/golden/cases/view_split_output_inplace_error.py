import torch
w = torch.ones(4, 2, requires_grad=True)
a = w * 1
b = torch.ones(4)
b.split(2)[1].add_(1)
print(b)
pieces = a.split(2)
pieces[1].mul_(3)
