import torch
x = torch.ones(4)[1:].requires_grad_()
x.mul_(2)
print(x)
