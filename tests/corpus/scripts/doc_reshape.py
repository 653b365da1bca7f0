# Source: PyTorch documentation, torch.reshape docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.reshape.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

a = torch.arange(4.)
print(torch.reshape(a, (2, 2)))
b = torch.tensor([[0, 1], [2, 3]])
print(torch.reshape(b, (-1,)))
