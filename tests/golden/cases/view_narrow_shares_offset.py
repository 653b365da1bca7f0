import torch
t = torch.arange(12).reshape(3, 4)
n = t.narrow(1, 1, 2)
print(n, n.storage_offset(), n.stride(), n.is_contiguous())
n[0, 0] = -1
print(t[0])
m = torch.narrow(t, 0, -1, 1)
print(m, m.storage_offset())
e = t.narrow(0, 3, 0)
print(e.shape, e.storage_offset())
print(t.narrow(0, torch.tensor(1), 2).shape)
