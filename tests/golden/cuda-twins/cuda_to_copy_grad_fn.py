from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
x = torch.tensor([1., 2.], requires_grad=True)
g = x.to('cpu', copy=True)
print(cuda_repr(g))
print(g.is_leaf, g.requires_grad, type(g.grad_fn).__name__)
h = g.to(torch.float64)
print(cuda_repr(h))
back = g.to('cpu', copy=True)
print(back)
print(type(back.grad_fn).__name__)
