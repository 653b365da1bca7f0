import torch
a = torch.ones(2)
b = a * 2
print(a.is_leaf, b.is_leaf, b.requires_grad)
x = torch.ones(2, requires_grad=True)
y = x * 2
z = y.sum()
print(x.is_leaf, y.is_leaf, z.is_leaf)
print(x.detach().is_leaf, y.detach().is_leaf, x.data.is_leaf)
print(x[0].is_leaf, x.view(2).is_leaf, x.clone().is_leaf)
print(x.to(torch.float64).is_leaf, x.to(torch.float32).is_leaf)
print((a + x).is_leaf, (a + a).is_leaf)
