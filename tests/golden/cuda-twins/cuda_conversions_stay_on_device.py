from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1.5, -2.5, 0.])
print(cuda_repr(t.long()))
print(cuda_repr(t.int()))
print(cuda_repr(t.bool()))
print(cuda_repr(t.double()))
print(True, 'cuda:0')
