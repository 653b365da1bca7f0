import torch
a = torch.arange(1500.) * 1
print(a)
b = torch.arange(1200., requires_grad=True)
print(b)
c = torch.arange(2000).reshape(2, 1000)
print(c)
