import torch
import numpy as np
n = np.ones((2, 3), dtype=np.float32).T
print(torch.tensor(n).stride())
print(torch.as_tensor(n, dtype=torch.float64).stride())
