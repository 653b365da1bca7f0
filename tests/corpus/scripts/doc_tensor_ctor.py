# Source: PyTorch documentation, torch.tensor docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.tensor.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; the CUDA line uses the CPU when no GPU is present.
import torch

print(torch.tensor([[0.1, 1.2], [2.2, 3.1], [4.9, 5.2]]))

print(torch.tensor([0, 1]))  # Type inference on data

device = torch.device('cuda:0') if torch.cuda.is_available() else torch.device('cpu')
print(torch.tensor([[0.11111, 0.222222, 0.3333333]],
                   dtype=torch.float64,
                   device=device))  # creates a double tensor on a CUDA device

print(torch.tensor(3.14159))  # Create a zero-dimensional (scalar) tensor

print(torch.tensor([]))  # Create an empty tensor (of size (0,))
