import torch
import numpy as np
f = torch.zeros(3)
f[0] = True
f[1:] = False
print(f)
i = torch.tensor([5, 6, 7])
i[0] = True
i[2] = False
print(i)
b = torch.tensor([True, True])
b[0] = False
print(b)
na = np.ones(3)
na[1] = False
na[2] = True
print(na)
nb = np.array([True, False])
nb[1] = True
print(nb)
