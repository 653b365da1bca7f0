# Written for TensorLens in the style of a learner normalising data with NumPy and PyTorch
import numpy as np
import torch

np.random.seed(0)
data = np.random.rand(5, 3).astype(np.float32) * 10
print(data.round(2))
mean = data.mean(axis=0)
std = data.std(axis=0)
norm = (data - mean) / std
print(norm.mean(axis=0).round(6), norm.std(axis=0).round(6))

t = torch.from_numpy(data)
tn = (t - t.mean(dim=0)) / t.std(dim=0, unbiased=False)
print(torch.allclose(tn, torch.from_numpy(norm), atol=1e-6))
t.sub_(t.mean(dim=0))
print(np.abs(data.mean(axis=0)).max() < 1e-5)
