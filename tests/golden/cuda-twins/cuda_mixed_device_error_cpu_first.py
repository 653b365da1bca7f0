from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
a = torch.ones(2)
b = torch.ones(2)
print(b * 2)
c = mixed_devices()
