# Source: PyTorch test suite, test/test_numpy_interop.py (test_numpy_array_interface)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

types = [
    torch.DoubleTensor,
    torch.FloatTensor,
    torch.LongTensor,
    torch.IntTensor,
    torch.ShortTensor,
    torch.ByteTensor,
]
dtypes = [
    np.float64,
    np.float32,
    np.int64,
    np.int32,
    np.int16,
    np.uint8,
]
for tp, dtype in zip(types, dtypes):
    if np.dtype(dtype).kind == "u":
        x = torch.tensor([1, 2, 3, 4]).type(tp)
        array = np.array([1, 2, 3, 4], dtype=dtype)
    else:
        x = torch.tensor([1, -2, 3, -4]).type(tp)
        array = np.array([1, -2, 3, -4], dtype=dtype)

    # Test __array__ w/o dtype argument
    asarray = np.asarray(x)
    print(type(asarray).__name__, asarray.dtype == dtype, asarray)

    # Test __array_wrap__, same dtype
    abs_x = np.abs(x)
    abs_array = np.abs(array)
    print(isinstance(abs_x, tp), abs_x)

# Test __array__ with dtype argument
for dtype in dtypes:
    x = torch.IntTensor([1, -2, 3, -4])
    asarray = np.asarray(x, dtype=dtype)
    print(asarray.dtype, asarray)
