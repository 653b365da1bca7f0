# Lesson: from_numpy, as_tensor and torch.tensor: which share and which copy
import torch
import numpy as np
n = np.array([1.0, 2.0, 3.0])
# > torch.from_numpy() always shares the array's memory.
# ? copies: How many bytes does from_numpy() copy? | 0 | 24 = 0
f = torch.from_numpy(n)
# > torch.as_tensor() shares when it can (same dtype, same device).
# ? copies: How many bytes does as_tensor() copy here? | 0 | 24 = 0
s = torch.as_tensor(n)
# > torch.tensor() always copies.
# ? copies: How many bytes does torch.tensor() copy? | 0 | 24 = 24
c = torch.tensor(n)
# ? changes f: Will f change? = yes
n[0] = 100
print(f)
print(s)
print(c)
# > as_tensor() with another dtype must convert, so it copies.
s32 = torch.as_tensor(n, dtype=torch.float32)
n[1] = -5
print(s32)
