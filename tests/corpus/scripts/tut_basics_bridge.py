# Source: PyTorch Tutorials, "Learn the Basics" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/tensorqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded
#          so that the output is deterministic.
import torch
import numpy as np

t = torch.ones(5)
print(f"t: {t}")
n = t.numpy()
print(f"n: {n}")

t.add_(1)
print(f"t: {t}")
print(f"n: {n}")

n = np.ones(5)
t = torch.from_numpy(n)

np.add(n, 1, out=n)
print(f"t: {t}")
print(f"n: {n}")
