# Source: PyTorch documentation, torch.masked_select and torch.index_select docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.masked_select.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

torch.manual_seed(0)
x = torch.randn(3, 4)
print(x)
mask = x.ge(0.5)
print(mask)
print(torch.masked_select(x, mask))

x = torch.randn(3, 4)
print(x)
indices = torch.tensor([0, 2])
print(torch.index_select(x, 0, indices))
print(torch.index_select(x, 1, indices))
