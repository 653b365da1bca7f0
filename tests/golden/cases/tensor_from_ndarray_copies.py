import torch
import numpy as np
na = np.array([1., 2., 3.])
t = torch.tensor(na)
na[0] = 100
print(t)
print(na)
print(torch.tensor(np.array([1, 2], dtype=np.int32)))
print(torch.tensor(np.array([1., 2.], dtype=np.float32)))
print(torch.tensor(np.array([True, False])))
print(torch.tensor(np.array([1, 2])).dtype)
print(torch.tensor(np.arange(6).reshape(2, 3)))
print(torch.tensor(na, dtype=torch.float32))
print(torch.tensor(na, requires_grad=True))
print(torch.tensor(na)._version, torch.tensor(na).is_leaf)
