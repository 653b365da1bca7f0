from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
print(cuda_repr(torch.ones(2, 3)))
print(cuda_repr(torch.zeros(2)))
print(cuda_repr(torch.tensor([1, 2])))
print(cuda_repr(torch.tensor([1.5, 2.5])))
print(cuda_repr(torch.arange(4)))
print(cuda_repr(torch.full((2,), 7)))
print(cuda_repr(torch.full((2,), True)))
print(cuda_repr(torch.tensor(3.5)))
print(cuda_repr(torch.zeros(2, 0)))
print(cuda_repr(torch.tensor([])))
