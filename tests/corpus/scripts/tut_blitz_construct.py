# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/tensor_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          uninitialised memory shown by shape only, so that the output is deterministic.
from __future__ import print_function
import torch

torch.manual_seed(0)

# Construct a 5x3 matrix, uninitialized (its values are whatever was in memory):
x = torch.empty(5, 3)
print(x.shape)

# Construct a randomly initialized matrix:
x = torch.rand(5, 3)
print(x)

# Construct a matrix filled zeros and of dtype long:
x = torch.zeros(5, 3, dtype=torch.long)
print(x)

# Construct a tensor directly from data:
x = torch.tensor([5.5, 3])
print(x)

# or create a tensor based on an existing tensor.
x = x.new_ones(5, 3, dtype=torch.double)      # new_* methods take in sizes
print(x)

x = torch.randn_like(x, dtype=torch.float)    # override dtype!
print(x)                                      # result has the same size

# Get its size:
print(x.size())
