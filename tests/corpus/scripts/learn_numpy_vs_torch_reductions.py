# Written for TensorLens in the style of a learner's side-by-side of NumPy and PyTorch reductions (axis vs dim)
import numpy as np
import torch

data = [[1, 2, 3], [4, 5, 6]]
a = np.array(data, dtype=np.float32)
t = torch.tensor(data, dtype=torch.float32)

print(a.sum(), t.sum())
print(a.sum(axis=0), t.sum(dim=0))
print(a.sum(axis=1, keepdims=True), t.sum(dim=1, keepdim=True))
print(a.mean(axis=1), t.mean(dim=1))
print(a.max(axis=0), t.max(dim=0))
print(a.argmax(), t.argmax())
print(np.std(a), t.std(), t.std(unbiased=False))
print(a.cumsum(axis=1), t.cumsum(dim=1))
