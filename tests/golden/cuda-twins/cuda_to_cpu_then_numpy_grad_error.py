from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.ones(2, requires_grad=True)
c = t.to('cpu', copy=True)
print(c)
print(c.is_leaf, type(c.grad_fn).__name__)
n = c.numpy()
