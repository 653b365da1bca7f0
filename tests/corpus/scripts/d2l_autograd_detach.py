# Source: Dive into Deep Learning (d2l.ai), 2.5 Automatic Differentiation - Detaching Computation (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/autograd.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.arange(4.0, requires_grad=True)
y = x * x
u = y.detach()
z = u * x

z.sum().backward()
print(x.grad == u)

x.grad.zero_()
y.sum().backward()
print(x.grad == 2 * x)
