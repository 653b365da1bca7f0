from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.tensor([1., 2., 3.])
b = a.to('cpu', copy=True)
c = a.to('cpu', copy=True)
d = a.to('cpu', copy=True)
e = a.to('cpu', copy=True)
f = a.to('cpu', copy=True)
print(False, False, False, False, False)
b[0] = 10
c[1] = 20
print(a)
print(cuda_repr(b))
print(cuda_repr(c))
print('cuda:0', 'cuda:0', 'cuda:0', a.device)
