# Source: PyTorch Tutorials, "Learn the Basics" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/tensorqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded
#          so that the output is deterministic.
import torch

tensor = torch.ones(4, 4)
tensor[:,1] = 0

agg = tensor.sum()
agg_item = agg.item()
print(agg_item, type(agg_item))

print(f"{tensor} \n")
tensor.add_(5)
print(tensor)
