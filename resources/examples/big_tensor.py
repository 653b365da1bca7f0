# A 1000x1000 tensor and its NumPy view: the card shows the values in their shape, summarised
# like print(); the storage block shows its ends, the written element and an overview of all.
import torch
import numpy as np
a = torch.zeros(1000, 1000)
na = a.numpy()
col = a[:, 999]
na[999][999] = 5
a[0][999] = 7
print(a)
