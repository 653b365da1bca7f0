# Tensor.new_tensor: the data copied in self's dtype and device unless given.
import torch
import numpy as np
t = torch.ones((2,), dtype=torch.int8)
def tr(f):
    try:
        r = f()
        print(r, r.dtype, r.requires_grad)
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: t.new_tensor([[0, 1], [2, 3]]))
tr(lambda: t.new_tensor([1.7, -2.5]))
tr(lambda: t.new_tensor([300]))
tr(lambda: t.new_tensor(5))
tr(lambda: t.new_tensor([True, False]))
tr(lambda: t.new_tensor([1, 2], dtype=torch.float32))
tr(lambda: t.new_tensor([1, 2], dtype=None))
f = torch.ones(2)
tr(lambda: f.new_tensor([1, 2], requires_grad=True))
tr(lambda: t.new_tensor([1, 2], requires_grad=True))
tr(lambda: f.new_tensor(np.array([1, 2])))
tr(lambda: f.new_tensor([1e40]))
tr(lambda: f.new_tensor([]))
tr(lambda: f.new_tensor())
tr(lambda: f.new_tensor([1], torch.int32))
tr(lambda: f.new_empty((2, 3)).shape)
tr(lambda: f.new_empty(2, 3, dtype=torch.int64).dtype)
