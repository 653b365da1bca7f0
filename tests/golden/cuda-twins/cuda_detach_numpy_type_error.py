from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.ones(2, 2, requires_grad=True)
d = t.detach()
print(cuda_repr(d), d.requires_grad)
n = numpy_of_cuda()
