import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x.sum()
y.requires_grad_(False)
