# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/tensor_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          uninitialised memory shown by shape only, so that the output is deterministic.
import torch

torch.manual_seed(3)
x = torch.randn(1)
print(x)

# let us run this cell only if CUDA is available
# We will use ``torch.device`` objects to move tensors in and out of GPU
if torch.cuda.is_available():
    device = torch.device("cuda")          # a CUDA device object
    y = torch.ones_like(x, device=device)  # directly create a tensor on GPU
    x = x.to(device)                       # or just use strings ``.to("cuda")``
    z = x + y
    print(z)
    print(z.to("cpu", torch.double))       # ``.to`` can also change dtype together!
print("done")
