import torch
t = torch.tensor([0.1, 2.5], device='cuda')
print(t[0].item(), t.tolist())
print(float(t[1]), int(t[1]), bool(t[0]))
print(t.sum().item())
i = torch.tensor([[3]], device='cuda')
print(i.item(), int(i), len(t))
print(t.shape, t.dtype, t.numel(), t.element_size())
