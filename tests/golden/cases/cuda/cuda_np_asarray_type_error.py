import torch
import numpy as np
t = torch.ones(2, device='cuda', requires_grad=True)
print(t.sum())
a = np.asarray(t)
