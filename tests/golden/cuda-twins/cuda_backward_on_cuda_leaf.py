from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
w = torch.tensor([1., 2., 3.], requires_grad=True)
print(w.grad)
y = (w * 2 + 1).sum()
print(cuda_repr(y))
y.backward()
print(cuda_repr(w.grad))
print('cuda:0', True)
(w * w).sum().backward()
print(cuda_repr(w.grad))
