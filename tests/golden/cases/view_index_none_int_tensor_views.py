import torch
import numpy as np
t = torch.arange(12.).reshape(3, 4)
n = t[None]
n[0, 0, 0] = 7.
print(t[0, 0], n.shape, n.stride(), n._base is t._base)
k = t[None, 1]
print(k.shape, k.stride(), k.storage_offset())
s = t[torch.tensor(1)]
s[0] = 40.
print(t[1], s._base is t._base)
print(t[1, torch.tensor(2)].shape, t[np.int64(2)].storage_offset(), t[np.array(1)].storage_offset())
c = t[:, :, None]
print(c.shape, c.stride())
print(t[[0, 2], None].shape, t[:, None, [0, 1]].shape, t[[0, None]].shape)
