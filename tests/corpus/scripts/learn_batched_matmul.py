# Written for TensorLens in the style of a learner's notes on batched matrix multiplication shapes
import torch

torch.manual_seed(0)
A = torch.randn(4, 2, 3)
B = torch.randn(4, 3, 5)
print(torch.bmm(A, B).shape)
print((A @ B).shape)
print(torch.einsum('bij,bjk->bik', A, B).shape)
print(torch.allclose(torch.bmm(A, B), A @ B))

v = torch.randn(3)
print((A @ v).shape)
M = torch.randn(3, 5)
print((A @ M).shape)
try:
    torch.mm(A, B)
except RuntimeError as e:
    print("RuntimeError:", e)
