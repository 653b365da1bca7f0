import torch
import numpy as np
t = torch.zeros(3)
na = t.numpy()
na[0] = 1
na += 1
na.fill(4)
print(t, t._version)
t[0] = 0
print(na, t._version)
nb = np.zeros(2)
u = torch.from_numpy(nb)
nb[1] = 3
print(u, u._version)
u.add_(1)
print(nb, u._version)
