# Source: PyTorch documentation, torch.from_numpy docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.from_numpy.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import numpy
import torch

a = numpy.array([1, 2, 3])
t = torch.from_numpy(a)
print(t)
t[0] = -1
print(a)
