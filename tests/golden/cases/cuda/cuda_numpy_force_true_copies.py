import torch
t = torch.tensor([1., 2.], device='cuda', requires_grad=True)
n = t.numpy(force=True)
print(n, n.dtype, type(n).__name__)
n[0] = 10
print(t)
i = torch.tensor([3, 4], device='cuda')
m = i.numpy(force=True)
m[1] = 0
print(m, i)
