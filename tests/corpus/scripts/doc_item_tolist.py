# Source: PyTorch documentation, Tensor.item and Tensor.tolist docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.tolist.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded.
import torch

x = torch.tensor([[1]])
print(x)
print(x.item())
x = torch.tensor(2.5)
print(x)
print(x.item())

a = torch.tensor([1.25, -2.5, 3.0])
print(a.tolist())
torch.manual_seed(0)
a = torch.randn(2, 2)
print(a.tolist())
print(a[0,0].tolist())
