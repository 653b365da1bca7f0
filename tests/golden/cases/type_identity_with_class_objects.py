import torch
import numpy as np
t = torch.ones(2, 3)
na = np.ones(2, dtype=np.float32)
print(type(1) == int, type(1.5) is float)
print(type(t.shape) == torch.Size, type(t.device) == torch.device)
print(type(na[0]) == np.float32, type(np.float32(1)) == np.float32)
print(isinstance(np.ones(1)[0], float))
