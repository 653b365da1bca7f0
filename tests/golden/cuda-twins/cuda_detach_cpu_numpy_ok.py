from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1., 2.], requires_grad=True)
n = t.detach().to('cpu', copy=True).numpy()
n[0] = 10
print(n)
print(cuda_repr(t))
m = t.to('cpu', copy=True).detach().numpy()
print(m, m.dtype)
