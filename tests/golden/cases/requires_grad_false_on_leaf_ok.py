import torch
x = torch.tensor([1., 2.], requires_grad=True)
x.requires_grad = False
print(x, x.is_leaf, x.grad_fn)
x.add_(1)
print(x)
y = x * 2
print(y.requires_grad, y.grad_fn)
