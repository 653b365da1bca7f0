import torch
t = torch.tensor([1, 2])
t.requires_grad = False
print(t.requires_grad)
t.requires_grad = True
