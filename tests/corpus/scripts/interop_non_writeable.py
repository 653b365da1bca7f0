# Source: PyTorch test suite, test/test_numpy_interop.py (test_numpy_non_writeable)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import warnings
import numpy as np
import torch

arr = np.zeros(5)
arr.flags["WRITEABLE"] = False
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.from_numpy(arr)
print(len(w), w[0].category.__name__)
print(str(w[0].message).split(".")[0])
print(t)
