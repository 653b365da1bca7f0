import torch
t = torch.arange(12).reshape(3, 4)
s = t[:, 1:3]
print(s, s.is_contiguous())
print(s.view(3, 2, 1).shape)
v = s.view(6)
