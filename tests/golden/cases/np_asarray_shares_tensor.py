import torch
import numpy as np
t = torch.tensor([1., 2., 3.])
a = np.asarray(t)
a[0] = 100
t[2] = -1
print(t)
print(a)
print(np.shares_memory(a, t.numpy()), a.dtype)
print(t._version)
b = np.asarray(t, dtype=np.float64)
b[1] = 50
print(t, b)
c = np.asarray(torch.arange(4).reshape(2, 2).t())
print(c, c.strides)
