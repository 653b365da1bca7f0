# Source: PyTorch Tutorials, "Learn the Basics" - Automatic Differentiation with torch.autograd
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/autogradqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by type name (its repr holds a memory address), so that the output is deterministic.
import torch

inp = torch.eye(4, 5, requires_grad=True)
out = (inp+1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")
