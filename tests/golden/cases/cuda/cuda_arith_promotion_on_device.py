import torch
i = torch.tensor([1, 2], device='cuda')
f = torch.tensor([0.5, 1.5], device='cuda')
print(i + f)
print(i / 2)
print(i * 2)
print(f > 1)
print((i + 1.5).dtype, (i + f).device)
