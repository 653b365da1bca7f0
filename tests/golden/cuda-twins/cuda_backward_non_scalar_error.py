from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
w = torch.ones(2, requires_grad=True)
y = w * 3
print(cuda_repr(y))
y.backward()
