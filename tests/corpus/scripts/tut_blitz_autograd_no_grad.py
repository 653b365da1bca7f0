# Source: PyTorch Tutorials, "Deep Learning with PyTorch: A 60 Minute Blitz" - Autograd (2019 edition)
# URL: https://github.com/pytorch/tutorials/blob/v1.13.0/beginner_source/blitz/autograd_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by name (its repr holds a memory address), so that the output is deterministic.
import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)

# You can also stops autograd from tracking history on Tensors
# with requires_grad=True by wrapping the code block in
# ``with torch.no_grad():``
print(x.requires_grad)
print((x ** 2).requires_grad)

with torch.no_grad():
	print((x ** 2).requires_grad)
