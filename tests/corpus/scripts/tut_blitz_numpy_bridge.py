# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/tensor_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          uninitialised memory shown by shape only, so that the output is deterministic.
import torch

# Converting a Torch Tensor to a NumPy Array
a = torch.ones(5)
print(a)

b = a.numpy()
print(b)

# See how the numpy array changed in value.
a.add_(1)
print(a)
print(b)

# Converting NumPy Array to Torch Tensor
# See how changing the np array changed the Torch Tensor automatically
import numpy as np
a = np.ones(5)
b = torch.from_numpy(a)
np.add(a, 1, out=a)
print(a)
print(b)
