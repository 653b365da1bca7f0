# Twenty tensors and arrays: views, copies and a GPU copy, to see what shares memory.
import torch
import numpy as np
a = torch.arange(12.).reshape(3, 4)
b = a.t()
c = a[1]
d = a[:, 2]
e = a.view(12)
f = a.clone()
g = f[0:2]
na = a.numpy()
nb = na[::2]
nc = na.copy()
h = torch.ones(2, 3, requires_grad=True)
i = h * 2
j = h.detach()
k = torch.zeros(5, dtype=torch.int64)
m = k[1:4]
n = torch.tensor([[1, 2], [3, 4]])
p = n.numpy()
q = torch.from_numpy(nc)
r = a.cuda()
s = torch.tensor(3.5)
