from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.tensor([1., 2., 3.])
b = a.to('cpu', copy=True)
c = a.to('cpu', copy=True)
d = a.to('cpu', copy=True)
print(False, False)
b[0] = 10
c[1] = 20
print(cuda_repr(a))
print(b, c, d)
print(b.device, b.is_cuda)
print(b.cpu() is b)
