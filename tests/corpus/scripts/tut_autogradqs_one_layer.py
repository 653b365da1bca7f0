# Source: PyTorch Tutorials, "Learn the Basics" - Automatic Differentiation with torch.autograd
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/basics/autogradqs_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; random values seeded and
#          grad_fn shown by type name (its repr holds a memory address), so that the output is deterministic.
import torch

torch.manual_seed(0)

x = torch.ones(5)  # input tensor
y = torch.zeros(3)  # expected output
w = torch.randn(5, 3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
z = torch.matmul(x, w)+b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)

print(f"Gradient function for z = {type(z.grad_fn).__name__}")
print(f"Gradient function for loss = {type(loss.grad_fn).__name__}")

loss.backward()
print(w.grad)
print(b.grad)
