import torch
a = torch.arange(12., requires_grad=True)
print(a)
b = a * 1.5
print(b)
c = torch.arange(8., dtype=torch.float64, requires_grad=True)
print(c)
d = c * 1.25
print(d)
e = torch.arange(30.) * 1.5
print(e)
f = torch.ones(2, 3, dtype=torch.float64, requires_grad=True) * 3
print(f)
