from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.ones(2, dtype=torch.int64)
print(cuda_repr(t))
t.requires_grad_()
