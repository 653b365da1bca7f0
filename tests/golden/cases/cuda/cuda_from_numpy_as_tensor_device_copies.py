import torch
import numpy as np
na = np.array([1., 2.])
a = torch.as_tensor(na, device='cuda')
b = torch.tensor(na, device='cuda')
c = torch.from_numpy(na).to('cuda')
na[0] = 9
print(a)
print(b)
print(c)
print(torch.as_tensor(a) is a, torch.as_tensor(a, device='cuda') is a)
