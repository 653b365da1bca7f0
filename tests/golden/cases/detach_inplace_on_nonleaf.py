import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
print(y)
y.detach_()
print(y)
print(y.requires_grad, y.is_leaf, y.grad_fn)
y.mul_(10)
print(y, x)
