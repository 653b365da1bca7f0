import torch
import numpy as np
t = torch.ones(2)
na = np.ones(2)
print(type(t).__name__, type(na).__name__)
print(type(1).__name__, type(1.5).__name__, type(True).__name__)
print(type('s').__name__, type(None).__name__, type(()).__name__, type([]).__name__)
print(type(t.shape).__name__, type(t.dtype).__name__, type(t.device).__name__)
print(type(na[0]).__name__, type(np.ones(1, dtype=np.float32)[0]).__name__)
print(type(np.ones(1, dtype=np.int32).sum()).__name__, type(np.arange(2)[1]).__name__)
print(type(t.numpy()).__name__, type(t.stride()).__name__)
