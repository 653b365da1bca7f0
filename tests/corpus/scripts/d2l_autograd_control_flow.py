# Source: Dive into Deep Learning (d2l.ai), 2.5 Automatic Differentiation - Gradients and Python Control Flow (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/autograd.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls; random value seeded.
import torch

def f(a):
    b = a * 2
    while b.norm() < 1000:
        b = b * 2
    if b.sum() > 0:
        c = b
    else:
        c = 100 * b
    return c

torch.manual_seed(0)
a = torch.randn(size=(), requires_grad=True)
d = f(a)
d.backward()

print(a.grad == d / a)
