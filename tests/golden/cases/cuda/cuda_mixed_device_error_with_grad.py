import torch
w = torch.ones(2, 2, device='cuda', requires_grad=True)
x = torch.tensor([1., 2.])
print(w.device, x.device)
y = w * x
