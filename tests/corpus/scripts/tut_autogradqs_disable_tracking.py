# Source: PyTorch Tutorials, "Learn the Basics" - Automatic Differentiation with torch.autograd
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/autogradqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by type name (its repr holds a memory address), so that the output is deterministic.
import torch

torch.manual_seed(0)

x = torch.ones(5)
w = torch.randn(5, 3, requires_grad=True)
b = torch.randn(3, requires_grad=True)

z = torch.matmul(x, w)+b
print(z.requires_grad)

with torch.no_grad():
    z = torch.matmul(x, w)+b
print(z.requires_grad)

z = torch.matmul(x, w)+b
z_det = z.detach()
print(z_det.requires_grad)
