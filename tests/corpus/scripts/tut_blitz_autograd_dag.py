# Source: PyTorch Tutorials, "A Gentle Introduction to torch.autograd" (60 Minute Blitz, 2020 edition)
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/blitz/autograd_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt (the torchvision model
#          part left out); random values seeded so that the output is deterministic.
import torch

a = torch.tensor([2., 3.], requires_grad=True)
b = torch.tensor([6., 4.], requires_grad=True)

Q = 3*a**3 - b**2

external_grad = torch.tensor([1., 1.])
Q.backward(gradient=external_grad)

# check if collected gradients are correct
print(9*a**2 == a.grad)
print(-2*b == b.grad)

# Exclusion from the DAG
torch.manual_seed(0)
x = torch.rand(5, 5)
y = torch.rand(5, 5)
z = torch.rand((5, 5), requires_grad=True)

a = x + y
print(f"Does `a` require gradients?: {a.requires_grad}")
b = x + z
print(f"Does `b` require gradients?: {b.requires_grad}")
