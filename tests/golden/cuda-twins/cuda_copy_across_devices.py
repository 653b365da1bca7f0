from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
g = torch.zeros(3)
c = torch.tensor([1., 2., 3.])
g.copy_(c)
c[0] = 100
print(cuda_repr(g))
print(c)
h = torch.zeros(3)
h.copy_(g)
g[1] = -1
print(h, g._version, h._version)
