import torch
import numpy as np
na = np.arange(6.).reshape(2, 3)
t = torch.from_numpy(na.T)
print(t)
print(t.shape, t.stride(), t.is_contiguous())
u = torch.from_numpy(na[:, ::2])
print(u, u.stride(), u.storage_offset())
v = torch.from_numpy(na[1])
print(v, v.storage_offset())
t[0, 1] = 30
print(na)
