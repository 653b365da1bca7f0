from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1., 2.], requires_grad=True)
n = t.detach().clone().numpy()
print(n, n.dtype, type(n).__name__)
n[0] = 10
print(cuda_repr(t))
i = torch.tensor([3, 4])
m = i.detach().clone().numpy()
m[1] = 0
print(m, cuda_repr(i))
