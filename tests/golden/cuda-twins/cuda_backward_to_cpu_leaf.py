from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
x = torch.tensor([1., 2.], requires_grad=True)
g = x.to('cpu', copy=True)
y = (g * g).sum()
print(cuda_repr(y))
y.backward()
print(x.grad)
print(x.grad.device)
