# Source: PyTorch documentation, Tensor.to docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.to.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls; random values seeded, CUDA lines guarded.
import torch

torch.manual_seed(0)
tensor = torch.randn(2, 2)  # Initially dtype=float32, device=cpu
print(tensor.to(torch.float64))

if torch.cuda.is_available():
    cuda0 = torch.device('cuda:0')
    print(tensor.to(cuda0))
    print(tensor.to(cuda0, dtype=torch.float64))

other = torch.randn((), dtype=torch.float64)
print(tensor.to(other, non_blocking=True))
print(tensor.to(torch.float32) is tensor)
