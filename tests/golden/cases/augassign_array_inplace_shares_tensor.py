import torch
import numpy as np
t = torch.tensor([1., 2., 3.])
na = t.numpy()
nb = na
na += 1
na *= 2
na -= np.array([1., 1., 1.])
print(t)
print(na, nb is na)
print(t._version)
ni = np.array([1, 2], dtype=np.int32)
ni += 1
ni *= 3
print(ni, ni.dtype)
