import torch
w = torch.ones(2, device='cuda', requires_grad=True)
y = w * 3
print(y)
y.backward()
