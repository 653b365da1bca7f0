# Source: PyTorch documentation, torch.zeros, torch.ones, torch.full and torch.eye docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.zeros.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

print(torch.zeros(2, 3))
print(torch.zeros(5))
print(torch.ones(2, 3))
print(torch.ones(5))
print(torch.full((2, 3), 3.141592))
print(torch.eye(3))

input = torch.empty(2, 3)
print(torch.zeros_like(input))
print(torch.ones_like(input))
