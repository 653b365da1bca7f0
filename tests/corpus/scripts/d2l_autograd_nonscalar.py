# Source: Dive into Deep Learning (d2l.ai), 2.5 Automatic Differentiation - Backward for Non-Scalar Variables (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/autograd.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.arange(4.0, requires_grad=True)
y = x * x
y.backward(gradient=torch.ones(len(y)))  # Faster: y.sum().backward()
print(x.grad)

x.grad.zero_()
y = x * x
y.sum().backward()
print(x.grad)
