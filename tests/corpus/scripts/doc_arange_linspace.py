# Source: PyTorch documentation, torch.arange, torch.linspace and torch.logspace docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.arange.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

print(torch.arange(5))
print(torch.arange(1, 4))
print(torch.arange(1, 2.5, 0.5))

print(torch.linspace(3, 10, steps=5))
print(torch.linspace(-10, 10, steps=5))
print(torch.linspace(start=-10, end=10, steps=5))
print(torch.linspace(start=-10, end=10, steps=1))

print(torch.logspace(start=-10, end=10, steps=5))
print(torch.logspace(start=0.1, end=1.0, steps=5))
print(torch.logspace(start=0.1, end=1.0, steps=1))
print(torch.logspace(start=2, end=2, steps=1, base=2))
