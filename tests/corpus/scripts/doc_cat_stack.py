# Source: PyTorch documentation, torch.cat and torch.stack docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.cat.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
print(x)
print(torch.cat((x, x, x), 0))
print(torch.cat((x, x, x), 1))

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(torch.stack((a, b)))
print(torch.stack((a, b), dim=1))
print(torch.stack((a, b)).shape, torch.cat((a, b)).shape)
