import torch
import numpy as np
t = torch.tensor([1., 2., 3.])
a = np.array(t)
a[0] = 100
print(t)
print(a, a.dtype)
print(np.array(torch.tensor([1, 2])).dtype, np.array(torch.tensor([True])).dtype)
print(np.array(t, dtype=np.float64))
print(np.array(torch.tensor([1., 2.], requires_grad=True).detach()))
print(np.shares_memory(a, t.numpy()))
i = np.array(torch.tensor([1, 2], dtype=torch.int32))
print(i, i.dtype)
