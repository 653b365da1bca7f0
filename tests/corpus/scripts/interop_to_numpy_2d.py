# Source: PyTorch test suite, test/test_numpy_interop.py (test_to_numpy, 2-D cases)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import torch

def check2d(x, y):
    for i in range(sz1):
        for j in range(sz2):
            if x[i][j] != y[i][j]:
                return False
    return True

sz1 = 3
sz2 = 5

# contiguous 2D
x = torch.arange(sz1 * sz2, dtype=torch.float32).reshape(sz1, sz2)
y = x.numpy()
print(check2d(x, y), y.flags["C_CONTIGUOUS"])

# with storage offset
xm = torch.arange(sz1 * 2 * sz2, dtype=torch.float32).reshape(sz1 * 2, sz2)
x = xm.narrow(0, sz1 - 1, sz1)
y = x.numpy()
print(x.storage_offset() > 0, check2d(x, y), y.flags["C_CONTIGUOUS"])

# non-contiguous 2D
x = torch.arange(sz2 * sz1, dtype=torch.float32).reshape(sz2, sz1).t()
y = x.numpy()
print(check2d(x, y), y.flags["C_CONTIGUOUS"], y.strides)

# non-contiguous 2D with holes
xm = torch.arange(sz2 * 2 * sz1 * 2, dtype=torch.float32).reshape(sz2 * 2, sz1 * 2)
x = xm.narrow(0, sz2 - 1, sz2).narrow(1, sz1 - 1, sz1).t()
y = x.numpy()
print(x.storage_offset(), check2d(x, y), y.strides)
print(y)
