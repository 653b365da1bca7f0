# Source: PyTorch documentation, torch.permute and torch.transpose docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.permute.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

torch.manual_seed(0)
x = torch.randn(2, 3, 5)
print(x.size())
print(torch.permute(x, (2, 0, 1)).size())

x = torch.randn(2, 3)
print(x)
print(torch.transpose(x, 0, 1))

x = torch.randn(())
print(x)
print(torch.t(x))
x = torch.randn(3)
print(x)
print(torch.t(x))
x = torch.randn(2, 3)
print(x)
print(torch.t(x))
