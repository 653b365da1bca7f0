# Source: PyTorch test suite, test/test_numpy_interop.py (test_to_numpy)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import torch

dtypes = [
    torch.uint8,
    torch.int8,
    torch.short,
    torch.int,
    torch.half,
    torch.float,
    torch.double,
    torch.long,
]

for dtp in dtypes:
    # 1D
    sz = 10
    x = torch.arange(sz).to(dtp)
    y = x.numpy()
    same = all(x[i] == y[i] for i in range(sz))
    print(dtp, y.dtype, same)

    # 1D > 0 storage offset
    xm = torch.arange(sz * 2).to(dtp)
    x = xm.narrow(0, sz - 1, sz)
    y = x.numpy()
    print("  offset", x.storage_offset(), all(x[i] == y[i] for i in range(sz)))

    # empty
    x = torch.tensor([]).to(dtp)
    y = x.numpy()
    print("  empty size", y.size)
