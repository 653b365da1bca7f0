# Source: PyTorch documentation, torch.autograd.grad and Tensor.retain_grad docstring example
# URL: https://pytorch.org/docs/1.13/autograd.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x ** 2
(g,) = torch.autograd.grad(y.sum(), x)
print(g)

a = torch.tensor([2.0, 4.0], requires_grad=True)
b = a * 3
b.retain_grad()
c = (b * b).sum()
c.backward()
print(b.grad)
print(a.grad)
print(b.is_leaf, a.is_leaf)
