# Source: PyTorch test suite, test/test_numpy_interop.py (test_to_numpy_force_argument)
# URL: https://github.com/pytorch/pytorch/blob/v1.13.0/test/test_numpy_interop.py
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt turned into a plain
#          script: assertions become printed checks, random data becomes arange.
import torch

for force in [False, True]:
    for requires_grad in [False, True]:
        x = torch.tensor([[1., 2.], [-1., 3.]], requires_grad=requires_grad)
        try:
            y = x.numpy(force=force)
            print(force, requires_grad, "ok", y.tolist())
        except RuntimeError as e:
            print(force, requires_grad, "RuntimeError:", e)
