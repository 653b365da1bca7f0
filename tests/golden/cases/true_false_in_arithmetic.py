import torch
import numpy as np
t = torch.tensor([1., 2.])
print(t + True, True * t, t + False)
i = torch.tensor([1, 2])
print(i + True, (i + True).dtype, True * i)
na = np.array([1., 2.])
print(na + True, na * False)
ni = np.array([1, 2], dtype=np.int32)
print(ni + True, (ni + True).dtype)
print(True + 1, True + True, False - 1, True * 2.5, True / 2, 3 - True)
print(type(True + 1).__name__, type(True * 1.5).__name__)
