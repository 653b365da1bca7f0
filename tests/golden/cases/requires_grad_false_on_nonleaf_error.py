import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
print(y.requires_grad, y.is_leaf)
y.requires_grad = False
