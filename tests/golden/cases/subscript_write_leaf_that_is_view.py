import torch
x = torch.ones(4)[1:].requires_grad_()
x[0] = 2
print(x)
