import torch
import numpy as np
na = np.ones(2)
t = torch.from_numpy(na).requires_grad_()
print(t)
print(t.detach().numpy())
n = t.numpy()
