import torch
import numpy as np
a = np.arange(3, dtype=np.int32)
f = np.ones(3)
print(torch.as_tensor(a[0]).dtype, torch.tensor(a[0]).dtype)
print(torch.tensor(f.sum()), torch.as_tensor(f[0]).dtype)
