# Source: PyTorch documentation, torch.as_tensor docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.as_tensor.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls, run verbatim: the second half asks for a CUDA device.
import numpy
import torch

a = numpy.array([1, 2, 3])
t = torch.as_tensor(a)
print(t)
t[0] = -1
print(a)

a = numpy.array([1, 2, 3])
t = torch.as_tensor(a, device=torch.device('cuda'))
print(t)
t[0] = -1
print(a)
