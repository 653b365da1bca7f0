# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/tensor_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          uninitialised memory shown by shape only, so that the output is deterministic.
import torch

torch.manual_seed(2)

# Resizing: If you want to resize/reshape tensor, you can use torch.view:
x = torch.randn(4, 4)
y = x.view(16)
z = x.view(-1, 8)  # the size -1 is inferred from other dimensions
print(x.size(), y.size(), z.size())

# If you have a one element tensor, use .item() to get the value as a
# Python number
x = torch.randn(1)
print(x)
print(x.item())
