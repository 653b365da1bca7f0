import torch
m = torch.ones(3, 3)
m[1].zero_()
m[:, 2].fill_(5)
m.t()[0].mul_(2)
m[2, 1:].add_(10)
print(m)
print(m._version)
