import torch
t = torch.tensor([1., 2.])
print(t.requires_grad)
t.requires_grad = True
print(t, t.requires_grad, t.is_leaf)
t.requires_grad = False
print(t, t.requires_grad)
r = t.requires_grad_()
print(r is t, t.requires_grad)
r = t.requires_grad_(False)
print(r is t, t.requires_grad)
t.requires_grad_(True)
print(t)
i = torch.tensor([1, 2])
i.requires_grad = False
print(i.requires_grad_(False), i.requires_grad)
x = torch.ones(2, requires_grad=True)
y = x * 3
y.requires_grad_()
print(y.requires_grad, y.is_leaf)
