from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
i = torch.tensor([1, 2])
f = torch.tensor([0.5, 1.5])
print(cuda_repr(i + f))
print(cuda_repr(i / 2))
print(cuda_repr(i * 2))
print(cuda_repr(f > 1))
print((i + 1.5).dtype, 'cuda:0')
