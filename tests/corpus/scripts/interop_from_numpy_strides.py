# Source: PyTorch test suite, test/test_numpy_interop.py (test_from_numpy, offsets and strides)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import numpy as np
import torch

# check storage offset
x = np.linspace(1, 125, 125)
x.shape = (5, 5, 5)
x = x[1]
expected = torch.arange(1, 126, dtype=torch.float64).view(5, 5, 5)[1]
print(torch.equal(torch.from_numpy(x), expected))

# check noncontiguous
x = np.linspace(1, 25, 25)
x.shape = (5, 5)
expected = torch.arange(1, 26, dtype=torch.float64).view(5, 5).t()
print(torch.equal(torch.from_numpy(x.T), expected))
print(torch.from_numpy(x.T).stride())

# check noncontiguous with holes
x = np.linspace(1, 125, 125)
x.shape = (5, 5, 5)
x = x[:, 1]
expected = torch.arange(1, 126, dtype=torch.float64).view(5, 5, 5)[:, 1]
print(torch.equal(torch.from_numpy(x), expected))

# check zero dimensional
x = np.zeros((0, 2))
print(torch.from_numpy(x).shape)
x = np.zeros((2, 0))
print(torch.from_numpy(x).shape)

# check ill-sized strides raise exception
x = np.array([3., 5., 8.])
x.strides = (3,)
try:
    torch.from_numpy(x)
except ValueError as e:
    print("ValueError:", e)
