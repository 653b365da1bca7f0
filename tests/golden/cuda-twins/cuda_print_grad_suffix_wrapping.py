from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.ones(2, requires_grad=True)
print(cuda_repr(a))
b = a * 2
print(cuda_repr(b))
c = torch.arange(8., requires_grad=True)
print(cuda_repr(c))
d = torch.arange(6., dtype=torch.float64, requires_grad=True)
print(cuda_repr(d))
e = d * 1.5
print(cuda_repr(e))
f = torch.arange(12.) * 1.5
print(cuda_repr(f))
