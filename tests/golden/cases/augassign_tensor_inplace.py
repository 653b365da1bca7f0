import torch
t = torch.tensor([1., 2., 3.])
u = t
t += 1
print(u is t, u)
t -= torch.tensor([1., 1., 1.])
t *= 2
print(t, u, t._version)
m = torch.ones(2, 3)
m += torch.tensor([1., 2., 3.])
m *= torch.tensor([[2.], [3.]])
print(m)
i = torch.tensor([1, 2])
j = i
i += 2
i *= 3
i -= 1
print(i, j is i)
f = torch.zeros(2)
f += torch.tensor([1, 2])
print(f)
