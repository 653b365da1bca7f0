from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1., 2.])
u = t.to('cpu', copy=True)
print(u is t)
u[0] = 5
print(cuda_repr(t), cuda_repr(u))
x = torch.tensor([1., 2.], requires_grad=True)
v = x.to('cpu', copy=True)
print(cuda_repr(v))
