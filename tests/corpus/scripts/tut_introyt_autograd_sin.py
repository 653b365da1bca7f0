# Source: PyTorch Tutorials, "Introduction to PyTorch" - The Fundamentals of Autograd
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/introyt/autogradyt_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt (plots left out); random
#          values seeded and grad_fn shown by name (its repr holds a memory address).
import torch
import math

a = torch.linspace(0., 2. * math.pi, steps=25, requires_grad=True)
print(a)

b = torch.sin(a)
print(b)

c = 2 * b
print(c)

d = c + 1
print(d)

out = d.sum()
print(out)

print('d:')
print(d.grad_fn.name())
print([type(f).__name__ for f, _ in d.grad_fn.next_functions])
print('\na:')
print(a.grad_fn)

out.backward()
print(a.grad)
