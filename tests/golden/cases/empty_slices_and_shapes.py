import torch
import numpy as np
t = torch.arange(6).reshape(2, 3)
e = t[2:]
print(e, e.shape, e.numel())
print(t[:, 1:1])
print(t[5:].sum())
n = np.arange(6).reshape(2, 3)
print(n[2:], n[2:].shape, n[:, 3:].shape)
print(n[2:].sum())
