# Source: PyTorch test suite, test/test_numpy_interop.py (test_to_numpy_bool)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

x = torch.tensor([True, False], dtype=torch.bool)
print(x.dtype == torch.bool)

y = x.numpy()
print(y.dtype == np.bool_)
for i in range(len(x)):
    print(x[i] == y[i])

x = torch.tensor([True], dtype=torch.bool)
y = x.numpy()
print(y.dtype, x[0] == y[0], y)
