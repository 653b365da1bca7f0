# Source: PyTorch documentation, torch.flatten docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.flatten.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

t = torch.tensor([[[1, 2],
                   [3, 4]],
                  [[5, 6],
                   [7, 8]]])
print(torch.flatten(t))
print(torch.flatten(t, start_dim=1))
