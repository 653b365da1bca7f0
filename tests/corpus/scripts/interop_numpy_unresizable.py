# Source: PyTorch test suite, test/test_numpy_interop.py (test_numpy_unresizable)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

x = np.zeros((2, 2))
y = torch.from_numpy(x)
try:
    x.resize((5, 5))
except ValueError as e:
    print("ValueError:", e)

z = torch.arange(25.).view(5, 5)
w = z.numpy()
try:
    z.resize_(10, 10)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    w.resize((10, 10))
except ValueError as e:
    print("ValueError:", e)
