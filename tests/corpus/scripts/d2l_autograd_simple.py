# Source: Dive into Deep Learning (d2l.ai), 2.5 Automatic Differentiation - A Simple Function (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/autograd.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.arange(4.0)
print(x)

# Can also create x = torch.arange(4.0, requires_grad=True)
x.requires_grad_(True)
print(x.grad)  # The gradient is None by default

y = 2 * torch.dot(x, x)
print(y)

y.backward()
print(x.grad)
print(x.grad == 4 * x)

x.grad.zero_()  # Reset the gradient
y = x.sum()
y.backward()
print(x.grad)
