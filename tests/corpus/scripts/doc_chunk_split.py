# Source: PyTorch documentation, torch.chunk and torch.split docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.split.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

a = torch.arange(10).reshape(5, 2)
print(a)
print(torch.split(a, 2))
print(torch.split(a, [1, 4]))
print(torch.arange(11).chunk(6))
print(torch.arange(12).chunk(6))
print(torch.arange(13).chunk(6))
