import torch
import numpy as np
a = np.array([1, 2, 3], dtype=np.int32)
b = np.array([1.5, 2.5], dtype=np.float32)
c = np.array([True, False])
d = np.arange(4.)
ta = torch.from_numpy(a)
tb = torch.from_numpy(b)
tc = torch.from_numpy(c)
td = torch.from_numpy(d)
print(ta, tb, tc)
print(td)
a[1] = 20
tb[0] = -1
c[1] = True
td.add_(1)
print(ta)
print(b)
print(tc)
print(d)
print(np.shares_memory(d, td.numpy()), td._version)
