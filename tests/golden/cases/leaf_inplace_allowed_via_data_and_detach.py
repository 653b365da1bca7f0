import torch
w = torch.ones(2, 3, requires_grad=True)
w.data[0, 1] = 5
w.detach()[1, 2] = 7
w.data.mul_(2)
print(w)
print(w._version, w.is_leaf, w.requires_grad)
(w * 1).sum().backward()
print(w.grad)
