# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Saving Memory (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

X = torch.arange(12, dtype=torch.float32).reshape((3,4))
Y = torch.tensor([[2.0, 1, 4, 3], [1, 2, 3, 4], [4, 3, 2, 1]])

before = id(Y)
Y = Y + X
print(id(Y) == before)

Z = torch.zeros_like(Y)
z_id = id(Z)
Z[:] = X + Y
print('id(Z) unchanged:', id(Z) == z_id)

before = id(X)
X += Y
print(id(X) == before)
