# Source: Dive into Deep Learning (d2l.ai), 2.3 Linear Algebra (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/linear-algebra.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls.
import torch

x = torch.tensor(3.0)
y = torch.tensor(2.0)
print(x + y, x * y, x / y, x**y)

x = torch.arange(3)
print(x)
print(x[2])
print(len(x))
print(x.shape)

A = torch.arange(6).reshape(3, 2)
print(A)
print(A.T)

A = torch.tensor([[1, 2, 3], [2, 0, 4], [3, 4, 5]])
print(A == A.T)

print(torch.arange(24).reshape(2, 3, 4))

A = torch.arange(6, dtype=torch.float32).reshape(2, 3)
B = A.clone()  # Assign a copy of A to B by allocating new memory
print(A, A + B)
print(A * B)

a = 2
X = torch.arange(24).reshape(2, 3, 4)
print(a + X, (a * X).shape)
