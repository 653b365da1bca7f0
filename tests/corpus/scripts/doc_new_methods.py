# Source: PyTorch documentation, Tensor.new_tensor, new_full, new_empty, new_ones and new_zeros docstring example
# URL: https://pytorch.org/docs/1.13/tensors.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; uninitialised memory shown by shape only.
import torch

tensor = torch.ones((2,), dtype=torch.int8)
data = [[0, 1], [2, 3]]
print(tensor.new_tensor(data))

tensor = torch.ones((2,), dtype=torch.float64)
print(tensor.new_full((3, 4), 3.141592))

tensor = torch.ones(())
print(tensor.new_empty((2, 3)).shape)

tensor = torch.tensor((), dtype=torch.int32)
print(tensor.new_ones((2, 3)))

tensor = torch.tensor((), dtype=torch.float64)
print(tensor.new_zeros((2, 3)))
