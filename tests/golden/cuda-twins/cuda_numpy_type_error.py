from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1., 2.])
print(t.to('cpu', copy=True).numpy())
n = numpy_of_cuda()
