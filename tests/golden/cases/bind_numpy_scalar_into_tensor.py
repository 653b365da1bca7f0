import torch
import numpy as np
t = torch.tensor([2, 1], dtype=torch.int)
t[0] = np.array([3], dtype=np.int32)[0]
t[1] = np.int64(7)
print(t)
f = torch.tensor([2., 1.])
f[0] = np.float64(2.5)
f[1] = np.int32(4)
print(f)
b = torch.tensor([True, False])
b[1] = np.int64(1)
print(b)
d = torch.zeros(2, dtype=torch.float64)
d[0] = np.array([2.25])[0]
print(d)
f[0] = np.float32(2.5)
