# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Autograd (2019 edition)
# URL: https://github.com/pytorch/tutorials/blob/v1.13.0/beginner_source/blitz/autograd_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by name (its repr holds a memory address), so that the output is deterministic.
import torch

torch.manual_seed(4)

# You can do many crazy things with autograd!
x = torch.randn(3, requires_grad=True)

y = x * 2
while y.data.norm() < 1000:
    y = y * 2

print(y)

gradients = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(gradients)

print(x.grad)
