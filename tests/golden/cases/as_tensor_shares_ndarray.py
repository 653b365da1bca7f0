import torch
import numpy as np
na = np.array([1., 2., 3.])
t = torch.as_tensor(na)
na[0] = 10
print(t)
u = torch.as_tensor(na, dtype=torch.float32)
na[1] = 20
print(u)
print(t)
v = torch.as_tensor(na, device='cpu')
v[2] = 30
print(na)
w = torch.as_tensor(na, dtype=torch.float64)
w[2] = 40
print(na)
print(np.shares_memory(na, w.numpy()), np.shares_memory(na, u.numpy()))
ni = np.array([1, 2], dtype=np.int32)
print(torch.as_tensor(ni), torch.as_tensor(ni, dtype=torch.int64))
