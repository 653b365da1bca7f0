# Source: PyTorch test suite, test/test_numpy_interop.py (test_from_numpy)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

dtypes = [
    np.double,
    np.float64,
    np.float16,
    np.complex64,
    np.complex128,
    np.int64,
    np.int32,
    np.int16,
    np.int8,
    np.uint8,
    np.longlong,
    np.bool_,
]
complex_dtypes = [
    np.complex64,
    np.complex128,
]

for dtype in dtypes:
    array = np.array([1, 2, 3, 4], dtype=dtype)
    tensor_from_array = torch.from_numpy(array)
    print(tensor_from_array)
    if dtype not in complex_dtypes:
        array2 = array % 2
        tensor_from_array2 = torch.from_numpy(array2)
        print(all(tensor_from_array2[i] == array2[i] for i in range(len(array2))))

# Test unsupported type
array = np.array(["foo", "bar"], dtype=np.dtype(np.str_))
try:
    tensor_from_array = torch.from_numpy(array)
except TypeError as e:
    print("TypeError:", e)
