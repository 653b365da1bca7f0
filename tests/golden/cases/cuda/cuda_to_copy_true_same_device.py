import torch
t = torch.tensor([1., 2.], device='cuda')
u = t.to('cuda', copy=True)
print(u is t)
u[0] = 5
print(t, u)
x = torch.tensor([1., 2.], device='cuda', requires_grad=True)
v = x.to('cuda:0', copy=True)
print(v)
