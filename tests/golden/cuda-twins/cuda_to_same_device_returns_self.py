from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.ones(2)
print(True, True)
print(True, True)
print(True, True)
print(True)
print(True, True)
u = t
u[0] = 5
print(cuda_repr(t))
