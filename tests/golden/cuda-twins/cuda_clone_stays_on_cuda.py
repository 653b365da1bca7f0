from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.tensor([1., 2.], requires_grad=True)
c = a.clone()
print(cuda_repr(c))
print('cuda:0', True, type(c.grad_fn).__name__)
b = torch.ones(2)
d = b.clone()
d[0] = 7
print(cuda_repr(b), cuda_repr(d))
print(d is b)
