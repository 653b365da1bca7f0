# Source: PyTorch documentation, torch.sum and torch.mean docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.sum.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

torch.manual_seed(0)
a = torch.randn(1, 3)
print(a)
print(torch.sum(a))

a = torch.randn(4, 4)
print(a)
print(torch.sum(a, 1))
b = torch.arange(4 * 5 * 6).view(4, 5, 6)
print(torch.sum(b, (2, 1)))

a = torch.randn(4, 4)
print(a)
print(torch.mean(a, 1))
print(torch.mean(a, 1, True))
