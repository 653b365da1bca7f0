# Source: PyTorch documentation, Tensor.storage_offset and Tensor.stride docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.stride.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

x = torch.tensor([1, 2, 3, 4, 5])
print(x.storage_offset())
print(x[3:].storage_offset())

x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
print(x.stride())
print(x.stride(0))
print(x.stride(-1))
