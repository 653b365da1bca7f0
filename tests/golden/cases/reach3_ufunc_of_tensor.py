# NumPy ufuncs of torch tensors: in through Tensor.__array__, out through Tensor.__array_wrap__.
import numpy as np
import torch

x = torch.tensor([1.0, -2.0, 3.0])
for r in [np.abs(x), np.negative(x), np.add(x, 1), np.add(x, x), np.multiply(np.array([1.0, 2.0, 3.0]), x),
          np.maximum(x, 0), np.abs(x.view(3, 1)), np.abs(torch.tensor([1, -2], dtype=torch.int8)),
          np.abs(torch.tensor(-1.5)), np.isnan(x), np.greater(x, 0), np.equal(x, x), np.square(x, dtype=np.float64),
          np.floor_divide(torch.tensor([7, 8]), 2), np.sqrt(torch.tensor([4.0, 9.0]))]:
    print(type(r).__name__, r.dtype, r)
out = np.zeros(3)
r = np.abs(x, out=out)
print(type(r).__name__, r is out, out)
r = np.negative(x)
print(r.is_leaf, r.requires_grad, r._base is None, np.shares_memory(x.numpy(), r.numpy()))
print(isinstance(x, torch.FloatTensor), isinstance(x, torch.DoubleTensor), isinstance(x, (torch.LongTensor, torch.FloatTensor)))
print(isinstance(x.long(), torch.LongTensor), isinstance(x, torch.Tensor), isinstance(x.double(), torch.FloatTensor))
print(isinstance(np.isnan(x), torch.ByteTensor), isinstance(torch.tensor([True]), torch.BoolTensor))

for bad in [lambda: np.abs(torch.ones(2, requires_grad=True)), lambda: np.add(torch.ones(2), torch.ones(3))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
