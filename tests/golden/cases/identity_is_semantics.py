import torch
import numpy as np
a = torch.ones(2)
b = a
c = a.clone()
print(b is a, c is a, c is not a)
print(a.to('cpu') is a, a.detach() is a, a.view(2) is a)
na = a.numpy()
print(na is a.numpy(), np.asarray(na) is na, np.array(na) is na)
print(na.T is na)
n = None
print(n is None, a is None, a.grad is None, n is not None)
d = a.dtype
print(d is torch.float32, d is torch.float64)
x = [1, 2]
y = x
print(y is x, [1, 2] is x)
