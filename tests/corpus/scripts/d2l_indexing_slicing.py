# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Indexing and Slicing (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

X = torch.arange(12, dtype=torch.float32).reshape((3,4))
print(X[-1], X[1:3])

X[1, 2] = 17
print(X)

X[:2, :] = 12
print(X)
