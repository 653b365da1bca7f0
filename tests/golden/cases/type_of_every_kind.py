import torch
import numpy as np
t = torch.ones(2)
na = np.ones(2)
print(type(t))
print(type(na))
print(type(1), type(1.5), type(True), type('s'), type(None))
print(type((1, 2)), type([1]))
print(type(t.shape), type(t.dtype), type(t.device))
print(type(na[0]), type(np.ones(2, dtype=np.float32)[0]))
print(type(np.array([1, 2], dtype=np.int32)[0]), type(np.array([1, 2])[0]))
print(type(t.tolist()), type(t.sum().item()))
print(type(na.shape), type(na.strides))
print(type(t.grad))
