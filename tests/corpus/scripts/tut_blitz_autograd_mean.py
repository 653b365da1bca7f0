# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Autograd (2019 edition)
# URL: https://github.com/pytorch/tutorials/blob/v1.13.0/beginner_source/blitz/autograd_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by name (its repr holds a memory address), so that the output is deterministic.
import torch

# Create a tensor and set requires_grad=True to track computation with it
x = torch.ones(2, 2, requires_grad=True)
print(x)

# Do an operation of tensor:
y = x + 2
print(y)

# ``y`` was created as a result of an operation, so it has a ``grad_fn``.
print(y.grad_fn.name())

# Do more operations on y
z = y * y * 3
out = z.mean()

print(z, out)

# Let's backprop now
out.backward()

# print gradients d(out)/dx
print(x.grad)
