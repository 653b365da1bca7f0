# Source: PyTorch Tutorials, "Introduction to PyTorch" - Introduction to PyTorch Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/introyt/tensors_deeper_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; uninitialised memory shown
#          by shape only and random values seeded, so that the output is deterministic.
import torch

# The following cell throws a run-time error. This is intentional.
torch.manual_seed(1729)
a =     torch.ones(4, 3, 2)

b = a * torch.rand(4, 3)    # dimensions must match last-to-first
print(b)
