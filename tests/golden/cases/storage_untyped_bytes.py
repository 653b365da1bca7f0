# Tensor.untyped_storage() (PyTorch 2): the whole storage as bytes, one object per storage;
# under 1.13 there is no such method.
import torch
import numpy as np

a = torch.tensor([1., 2., 3.])
if not hasattr(a, "untyped_storage"):
    print("no untyped_storage")
    raise SystemExit(0)
s = a.untyped_storage()
print(type(s).__name__, type(s))
print(s.data_ptr() == a.data_ptr(), s.nbytes(), s.size(), len(s), s.element_size(), s.device, s.is_cuda)
print(s)
print(s[0], s[3], s[-1], s.tolist()[:5], list(iter(s))[:4])
b = a[1:]
print(b.untyped_storage().data_ptr() == a.untyped_storage().data_ptr(), b.untyped_storage().nbytes())
print(b.untyped_storage() is a.untyped_storage(), a.view(3, 1).untyped_storage() is s)
n = a.numpy()
print(a.untyped_storage().data_ptr() == n.ctypes.data, b.data_ptr() == n[1:].ctypes.data)
print(torch.arange(3, dtype=torch.int16).untyped_storage())
print(s[1:3])
print(torch.empty(0).untyped_storage())
for bad in (100, -13, 0.5, True):
    try:
        s[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(torch.tensor([1, 2]).untyped_storage().tolist())
