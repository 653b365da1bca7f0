from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
print(cuda_repr(torch.tensor([1, 2], dtype=torch.int32)))
print(cuda_repr(torch.ones(2, dtype=torch.float64)))
print(cuda_repr(torch.tensor([1., 2.5], dtype=torch.float64)))
print(cuda_repr(torch.zeros(0, dtype=torch.int32)))
print(cuda_repr(torch.tensor([True, False])))
print(cuda_repr(torch.tensor(7, dtype=torch.int32)))
