import torch
t = torch.arange(6., device='cuda').reshape(2, 3)
print(t)
r = t[1]
r[0] = 30
t.t()[2, 0] = 20
print(t)
print(t.stride(), t.t().stride(), r.storage_offset())
t.add_(1)
print(t._version, r._version)
print(t.sum(), t.sum().item())
print(t.tolist())
