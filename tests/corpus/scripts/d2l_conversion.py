# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Conversion to Other Python Objects (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

X = torch.arange(12, dtype=torch.float32).reshape((3,4))

A = X.numpy()
B = torch.from_numpy(A)
print(type(A), type(B))

a = torch.tensor([3.5])
print(a, a.item(), float(a), int(a))
