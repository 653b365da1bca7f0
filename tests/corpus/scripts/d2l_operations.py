# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Operations (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.tensor([1.0, 2, 4, 8])
y = torch.tensor([2, 2, 2, 2])
print(x + y, x - y, x * y, x / y, x ** y)

print(torch.exp(x))

X = torch.arange(12, dtype=torch.float32).reshape((3,4))
Y = torch.tensor([[2.0, 1, 4, 3], [1, 2, 3, 4], [4, 3, 2, 1]])
print(torch.cat((X, Y), dim=0), torch.cat((X, Y), dim=1))

print(X == Y)
print(X.sum())
