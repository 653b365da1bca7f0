# Source: PyTorch documentation, torch.as_tensor docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.as_tensor.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; the CUDA half guarded as a CPU-only reader would.
import numpy
import torch

a = numpy.array([1, 2, 3])
t = torch.as_tensor(a)
print(t)
t[0] = -1
print(a)

device = torch.device('cuda') if torch.cuda.is_available() else torch.device('cpu')
a = numpy.array([1, 2, 3])
t = torch.as_tensor(a, device=device)
print(t)
t[0] = -1
print(a)

# a list is always copied
data = [1.0, 2.0, 3.0]
t = torch.as_tensor(data)
t[0] = 100.0
print(data, t)
