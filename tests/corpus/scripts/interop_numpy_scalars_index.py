# Source: PyTorch test suite, test/test_numpy_interop.py (test_ctor_with_numpy_scalar_ctor and test_numpy_index)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

dtypes = [
    np.double,
    np.float64,
    np.float16,
    np.int64,
    np.int32,
    np.int16,
    np.uint8,
    np.bool_,
]
for dtype in dtypes:
    t = torch.tensor(dtype(42))
    print(t.dtype, dtype(42) == t.item())

i = np.array([0, 1, 2], dtype=np.int32)
x = torch.arange(25.).view(5, 5)
for idx in i:
    print(isinstance(idx, int), torch.equal(x[idx], x[int(idx)]))
