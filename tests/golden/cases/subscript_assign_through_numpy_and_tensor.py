import torch
import numpy as np
t = torch.zeros(2, 3)
na = t.numpy()
na[0, 1] = 3
na[1] = np.array([1., 2., 3.])
t[0, 0] = -1
print(t)
print(na)
print(t._version)
n2 = np.ones(3)
u = torch.from_numpy(n2)
u[1] = 5
n2[2] = 7
print(u, n2)
