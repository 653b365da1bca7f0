import torch
t = torch.ones(2, dtype=torch.int64, device='cuda')
print(t)
t.requires_grad_()
