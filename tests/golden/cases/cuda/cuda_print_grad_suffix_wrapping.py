import torch
a = torch.ones(2, device='cuda', requires_grad=True)
print(a)
b = a * 2
print(b)
c = torch.arange(8., device='cuda', requires_grad=True)
print(c)
d = torch.arange(6., dtype=torch.float64, device='cuda', requires_grad=True)
print(d)
e = d * 1.5
print(e)
f = torch.arange(12., device='cuda') * 1.5
print(f)
