from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.tensor([1.5, -2.5])
b = a.to('cpu', torch.float64, copy=True)
print(cuda_repr(b))
c = a.to('cpu', dtype=torch.int32, copy=True)
print(cuda_repr(c))
d = b.to(torch.float32)
print(cuda_repr(d))
print('cuda:0')
e = b.to('cpu', torch.float32, copy=True)
print(e)
f = a.to('cpu', dtype=torch.bool, copy=True)
print(cuda_repr(f))
