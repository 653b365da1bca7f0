# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/tensor_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          uninitialised memory shown by shape only, so that the output is deterministic.
import torch

torch.manual_seed(1)
x = torch.randn(5, 3)

# Addition: syntax 1
y = torch.rand(5, 3)
print(x + y)

# Addition: syntax 2
print(torch.add(x, y))

# Addition: providing an output tensor as argument
result = torch.empty(5, 3)
torch.add(x, y, out=result)
print(result)

# Addition: in-place
# adds x to y
y.add_(x)
print(y)

# You can use standard NumPy-like indexing with all bells and whistles!
print(x[:, 1])
