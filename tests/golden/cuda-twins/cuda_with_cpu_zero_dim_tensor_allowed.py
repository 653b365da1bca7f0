from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.tensor([1., 2.])
s = torch.tensor(3.)
print(cuda_repr(a + s))
print(cuda_repr(s * a))
print('cuda:0', True)
d = torch.tensor(0.5, dtype=torch.float64)
print(cuda_repr(a + d))
