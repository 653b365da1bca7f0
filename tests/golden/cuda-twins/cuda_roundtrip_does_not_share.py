from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
import numpy as np
na = np.array([1., 2.])
t = torch.from_numpy(na)
g = t.to('cpu', copy=True)
back = g.to('cpu', copy=True)
na[0] = 100
back[1] = 50
print(t)
print(cuda_repr(g))
print(back)
print(np.shares_memory(na, back.numpy()))
