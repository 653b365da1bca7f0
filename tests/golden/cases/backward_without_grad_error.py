import torch
x = torch.tensor([1., 2.])
y = (x * 2).sum()
print(y, y.requires_grad)
y.backward()
