import torch
import numpy as np
a = np.arange(6)
print(np.shares_memory(a, a))
print(np.shares_memory(a, a.reshape(2, 3)))
print(np.shares_memory(a, a[2:]))
print(np.shares_memory(a[:3], a[3:]))
print(np.shares_memory(a, a.copy()))
print(np.shares_memory(a.reshape(2, 3).T, a))
print(np.shares_memory(a, a.astype(np.float64)))
t = torch.from_numpy(a)
print(np.shares_memory(a, t.numpy()), np.shares_memory(a, t.clone().numpy()))
