import torch
import numpy as np
t = torch.tensor([1., -2., 0.])
print(-t)
print(-torch.tensor([1, -2]))
print(-np.array([1.5, -2.]))
print(-np.array([3, 4], dtype=np.int32))
print(-5, -(-2.5), -True, -False, -0.0)
print(not True, not 0, not 1.5, not None)
print(not torch.tensor(0.), not torch.tensor([2]))
print(- -3)
print(-t.sum())
