# Views made in a loop: each row of `a` is a view on a's one storage, so writing through
# a row, or through the NumPy array that shares it, changes `a` itself.
import torch
import numpy as np

a = torch.zeros(4, 6)
rows = []
for i in range(4):
    row = a[i]
    row.add_(i + 1)
    rows.append(row)
first = rows[0]
na = a.numpy()
na[0, 0] = 10
total = 0.0
for r in rows:
    total += r.sum().item()
print(total, first[0].item(), a._version)
b = a.clone()
print(a)
