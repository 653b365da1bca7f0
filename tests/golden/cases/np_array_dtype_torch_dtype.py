import torch
import numpy as np
print(np.array([1, 2], dtype=torch.float32))
