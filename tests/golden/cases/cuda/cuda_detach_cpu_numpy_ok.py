import torch
t = torch.tensor([1., 2.], device='cuda', requires_grad=True)
n = t.detach().cpu().numpy()
n[0] = 10
print(n)
print(t)
m = t.cpu().detach().numpy()
print(m, m.dtype)
