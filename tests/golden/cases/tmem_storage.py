# Tensor.storage(): the whole storage as a TypedStorage at the tensor's real address.
import numpy as np
import torch

x = torch.tensor([1.0, 2.0])
s = x.storage()
print(s)
print(repr(s))
print(type(s))
print(torch.tensor([], dtype=torch.int32).storage())
print(torch.tensor([1, 2], dtype=torch.int64).storage())
print(torch.tensor([True, False]).storage())
print(torch.tensor([1.5, 0.1], dtype=torch.float16).storage())
print(torch.tensor([0.1, 2], dtype=torch.float64).storage())
print(torch.tensor([0.1], dtype=torch.float32).storage())
print(torch.tensor([1, 200], dtype=torch.uint8).storage())
print(s.size(), len(s), s.nbytes(), s.element_size(), s.dtype, s.device, s.is_cuda)
print(s.data_ptr() == x.data_ptr(), s.tolist())

base = torch.arange(6)
y = base[2:4]
print(y.storage())
print(y.storage().data_ptr() == base.data_ptr(), y.data_ptr() - base.data_ptr())
print(y.storage().data_ptr() == base.storage().data_ptr())
print(base.storage().data_ptr() == base.clone().storage().data_ptr())
print(base.t().storage().size(), base.view(2, 3)[1].storage().size())

n = np.arange(10)
t = torch.from_numpy(n)
print(t.storage().size(), t.storage().data_ptr() == t.data_ptr())
w = torch.from_numpy(n[2:7:2])
print(w.storage().size(), w.storage_offset(), w.storage().data_ptr() == t[2:].data_ptr())
print(w.storage())
print(w[1:].storage().size(), w[1:].storage_offset())

try:
    s.size(1)
except TypeError as e:
    print(e)
try:
    s.data_ptr(x=1)
except TypeError as e:
    print(e)
try:
    x.storage(1)
except TypeError as e:
    print(e)
