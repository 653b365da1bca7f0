# Source: PyTorch test suite, test/test_numpy_interop.py (test_multiplication_numpy_scalar and test_parse_numpy_int)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

for np_dtype in [np.float32, np.float64, np.int32, np.int64, np.int16, np.uint8]:
    for t_dtype in [torch.float, torch.double]:
        np_sc = np_dtype(2.0)
        t = torch.ones(2, requires_grad=True, dtype=t_dtype)
        r1 = t * np_sc
        r2 = np_sc * t
        print(np_dtype.__name__, t_dtype, type(r1).__name__, r1.dtype, r2.dtype, r1.requires_grad)

for nptype in [np.int16, np.int8, np.uint8, np.int32, np.int64]:
    scalar = 3
    np_arr = np.array([scalar], dtype=nptype)
    np_val = np_arr[0]
    print(torch.ones(5).diag(scalar).equal(torch.ones(5).diag(np_val)))
