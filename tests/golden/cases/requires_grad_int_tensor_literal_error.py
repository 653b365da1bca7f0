import torch
print(torch.tensor([1., 2.], requires_grad=True))
t = torch.tensor([1, 2], requires_grad=True)
