# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Broadcasting (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

a = torch.arange(3).reshape((3, 1))
b = torch.arange(2).reshape((1, 2))
print(a, b)
print(a + b)
