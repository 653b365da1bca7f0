# Lesson: from_numpy, as_tensor and torch.tensor: which share and which copy?
import torch
import numpy as np
n = np.array([1.0, 2.0, 3.0])
# > torch.from_numpy() makes a tensor from the array.
# ? copies: How many bytes does from_numpy() copy? | 0 | 24 = 0
# > None: from_numpy() always shares the array's memory.
f = torch.from_numpy(n)
# > torch.as_tensor() with the array's own dtype, on the CPU.
# ? copies: How many bytes does as_tensor() copy here? | 0 | 24 = 0
# > None: as_tensor() shares when it can (same dtype, same device).
s = torch.as_tensor(n)
# > torch.tensor() of the same array.
# ? copies: How many bytes does torch.tensor() copy? | 0 | 24 = 24
# > All 24: torch.tensor() always copies.
c = torch.tensor(n)
# ? changes f: Will f change? = yes
# > Yes: f views n's memory, and so does s; c does not.
n[0] = 100
print(f)
print(s)
print(c)
# > as_tensor() with another dtype must convert, so it copies.
s32 = torch.as_tensor(n, dtype=torch.float32)
n[1] = -5
print(s32)
