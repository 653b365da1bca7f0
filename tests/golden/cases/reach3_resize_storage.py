# resize_ growing a tensor's storage: reallocated with its bytes kept when the storage is
# resizable; "not resizable" once NumPy holds the memory (from_numpy, numpy()).
import numpy as np
import torch

t = torch.arange(4.)
r = t.resize_(2, 3)
print(r is t, t.shape, t.stride(), t[0], t.storage().size(), t.numel())
t = torch.arange(6.)
t.resize_(2)
print(t, t.storage().size())
t.resize_(8)
print(t[:6], t.storage_offset(), len(t.storage()))
u = torch.ones(3, dtype=torch.int32)
before = u.data_ptr()
u.resize_(1, 5)
print(u[0, :3], u.dtype, len(u.storage()), u.is_contiguous())
small = torch.arange(6).view(2, 3)
small.resize_(3)
print(small, small.stride())

z = torch.arange(25.).view(5, 5)
w = z.numpy()
z.resize_(2, 2)
print(z)
a = np.arange(10.)
t = torch.from_numpy(a[:4])
try:
    t.resize_(6)
except RuntimeError as e:
    print("RuntimeError:", e)
print(t.shape, t, t.storage().size())
a[5] = 50.0
print(t)
t.resize_(3)
print(t, np.shares_memory(a, t.numpy()))
x = torch.ones(2, requires_grad=True)
try:
    x.resize_(5)
except RuntimeError as e:
    print("RuntimeError:", e)
