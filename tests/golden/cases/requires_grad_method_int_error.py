import torch
t = torch.tensor([1, 2], dtype=torch.int32)
print(t.requires_grad_(False))
t.requires_grad_()
