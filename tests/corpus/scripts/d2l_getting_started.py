# Source: Dive into Deep Learning (d2l.ai), 2.1 Data Manipulation - Getting Started (PyTorch tab)
# URL: https://d2l.ai/chapter_preliminaries/ndarray.html
# Licence: MIT-0 (the book's sample-code licence, LICENSE-SAMPLECODE). Excerpt; notebook cells turned
#          into print() calls; random values seeded.
import torch

x = torch.arange(12, dtype=torch.float32)
print(x)
print(x.numel())
print(x.shape)

X = x.reshape(3, 4)
print(X)
print(x.reshape(-1, 4).shape, x.reshape(3, -1).shape)

print(torch.zeros((2, 3, 4)))
print(torch.ones((2, 3, 4)))
torch.manual_seed(0)
print(torch.randn(3, 4))
print(torch.tensor([[2, 1, 4, 3], [1, 2, 3, 4], [4, 3, 2, 1]]))
