# Source: Dive into Deep Learning (d2l.ai), 2.3 Linear Algebra - Reduction, Products and Norms (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/linear-algebra.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.arange(3, dtype=torch.float32)
print(x, x.sum())

A = torch.arange(6, dtype=torch.float32).reshape(2, 3)
print(A.shape, A.sum())
print(A.shape, A.sum(axis=0).shape)
print(A.shape, A.sum(axis=1).shape)
print(A.sum(axis=[0, 1]) == A.sum())  # Same as A.sum()
print(A.mean(), A.sum() / A.numel())
print(A.mean(axis=0), A.sum(axis=0) / A.shape[0])

sum_A = A.sum(axis=1, keepdims=True)
print(sum_A, sum_A.shape)
print(A / sum_A)
print(A.cumsum(axis=0))

y = torch.ones(3, dtype = torch.float32)
print(x, y, torch.dot(x, y))
print(torch.sum(x * y))

print(A.shape, x.shape, torch.mv(A, x), A@x)

B = torch.ones(3, 4)
print(torch.mm(A, B), A@B)

u = torch.tensor([3.0, -4.0])
print(torch.norm(u))
print(torch.abs(u).sum())
print(torch.norm(torch.ones((4, 9))))
