import torch
import numpy as np
na = np.array([1., 2.])
t = torch.from_numpy(na)
g = t.cuda()
back = g.cpu()
na[0] = 100
back[1] = 50
print(t)
print(g)
print(back)
print(np.shares_memory(na, back.numpy()))
