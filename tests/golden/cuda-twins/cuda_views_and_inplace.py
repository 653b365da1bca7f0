from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.arange(6.).reshape(2, 3)
print(cuda_repr(t))
r = t[1]
r[0] = 30
t.t()[2, 0] = 20
print(cuda_repr(t))
print(t.stride(), t.t().stride(), r.storage_offset())
t.add_(1)
print(t._version, r._version)
print(cuda_repr(t.sum()), t.sum().item())
print(t.tolist())
