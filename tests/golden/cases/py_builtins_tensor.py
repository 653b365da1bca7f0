import torch
import numpy as np
t = torch.tensor([3., 1., 2.])
print(len(t), max(t), min(t), sum(t), sorted(t), list(t), any(t), all(t))
u = torch.arange(6).reshape(2, 3)
for row in u:
    print(row, row.sum(), len(row))
it = iter(u)
r0 = next(it)
r0[0] = 100
print(u, type(it))
print(list(enumerate(torch.tensor([7, 8]))), list(zip(torch.tensor([1, 2]), 'ab')), sum(torch.tensor([1, 2, 3])))
a = np.array([4, 1, 3])
print(len(a), max(a), min(a), sum(a), sorted(a), list(a))
print(round(2.5), abs(-3), len(torch.zeros(4, 2)), len(np.zeros((3, 2))))
