from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
import numpy as np
na = np.array([1., 2.])
a = torch.as_tensor(na).to('cpu', copy=True)
b = torch.tensor(na)
c = torch.from_numpy(na).to('cpu', copy=True)
na[0] = 9
print(cuda_repr(a))
print(cuda_repr(b))
print(cuda_repr(c))
print(True, True)
