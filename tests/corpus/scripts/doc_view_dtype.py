# Source: PyTorch documentation, torch.Tensor.view(dtype) docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.view.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

torch.manual_seed(0)
x = torch.randn(4, 4)
print(x)
print(x.dtype)

y = x.view(torch.int32)
print(y)
y[0, 0] = 1000000000
print(x)

print(x.view(torch.cfloat))
print(x.view(torch.cfloat).size())

print(x.view(torch.uint8))
print(x.view(torch.uint8).size())
