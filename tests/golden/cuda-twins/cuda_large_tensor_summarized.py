from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.arange(2000.)
print(cuda_repr(t))
m = torch.arange(1200).reshape(2, 600)
print(cuda_repr(m))
