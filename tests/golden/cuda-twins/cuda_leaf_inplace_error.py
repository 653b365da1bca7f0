from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
w = torch.ones(2, requires_grad=True)
print(cuda_repr(w))
w.mul_(2)
