import torch
a = torch.tensor([1., 2.], device='cuda')
s = torch.tensor(3.)
print(a + s)
print(s * a)
print((a - s).device, (s / a).is_cuda)
d = torch.tensor(0.5, dtype=torch.float64)
print(a + d)
