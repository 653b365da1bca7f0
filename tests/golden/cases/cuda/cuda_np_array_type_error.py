import torch
import numpy as np
t = torch.ones(2, device='cuda')
print(np.array(t.cpu()))
a = np.array(t)
