# Source: PyTorch documentation, torch.Tensor.expand docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.expand.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

x = torch.tensor([[1], [2], [3]])
print(x.size())
print(x.expand(3, 4))
print(x.expand(-1, 4))   # -1 means not changing the size of that dimension
print(x.expand(3, 4).stride())
