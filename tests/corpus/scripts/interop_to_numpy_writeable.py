# Source: PyTorch test suite, test/test_numpy_interop.py (test_to_numpy, writeable check)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import torch

for dtp in [torch.uint8, torch.int16, torch.int32, torch.int64, torch.float32, torch.float64]:
    x = torch.zeros(3, 4, dtype=dtp)
    y = x.numpy()
    assert y.flags.writeable
    y[0][1] = 3
    print(dtp, bool(x[0][1] == 3))
    y = x.t().numpy()
    assert y.flags.writeable
    y[0][1] = 3
    print(dtp, bool(x[1][0] == 3), x.sum().item())
