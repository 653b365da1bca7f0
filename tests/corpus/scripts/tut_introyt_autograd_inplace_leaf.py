# Source: PyTorch Tutorials, "Introduction to PyTorch" - The Fundamentals of Autograd
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/introyt/autogradyt_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt (plots left out); random
#          values seeded and grad_fn shown by name (its repr holds a memory address).
import torch
import math

# The following code cell throws a runtime error. This is expected.
a = torch.linspace(0., 2. * math.pi, steps=25, requires_grad=True)
torch.sin_(a)
