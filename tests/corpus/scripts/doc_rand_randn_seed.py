# Source: PyTorch documentation, torch.manual_seed, torch.rand and torch.randn docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.rand.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; seeded so that the output is the same on every run.
import torch

torch.manual_seed(42)
print(torch.rand(4))
print(torch.rand(2, 3))
print(torch.randn(4))
print(torch.randn(2, 3))
print(torch.randint(3, 10, (2, 2)))
print(torch.randperm(4))
