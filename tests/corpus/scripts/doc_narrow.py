# Source: PyTorch documentation, torch.narrow docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.narrow.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(torch.narrow(x, 0, 0, 2))
print(torch.narrow(x, 1, 1, 2))
y = x.narrow(1, 1, 2)
y[0, 0] = 50
print(x)
