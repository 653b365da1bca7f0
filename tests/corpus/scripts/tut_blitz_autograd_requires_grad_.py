# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Autograd (2019 edition)
# URL: https://github.com/pytorch/tutorials/blob/v1.13.0/beginner_source/blitz/autograd_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by name (its repr holds a memory address), so that the output is deterministic.
import torch

torch.manual_seed(0)

# ``.requires_grad_( ... )`` changes an existing Tensor's ``requires_grad``
# flag in-place. The input flag defaults to ``True`` if not given.
a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
a.requires_grad_(True)
print(a.requires_grad)
b = (a * a).sum()
print(type(b.grad_fn).__name__)
