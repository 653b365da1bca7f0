# Source: PyTorch Tutorials, "Learn the Basics" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/tensorqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded
#          so that the output is deterministic.
import torch

tensor = torch.ones(4, 4)
print(f"First row: {tensor[0]}")
print(f"First column: {tensor[:, 0]}")
print(f"Last column: {tensor[..., -1]}")
tensor[:,1] = 0
print(tensor)

t1 = torch.cat([tensor, tensor, tensor], dim=1)
print(t1)
