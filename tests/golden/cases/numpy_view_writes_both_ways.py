import torch
import numpy as np
t = torch.zeros(2, 3)
na = t.numpy()
row = t[1]
nrow = row.numpy()
nrow[0] = 7
na[0, 2] = 3
t[1, 2] = 9
print(t)
print(na)
print(nrow)
print(t._version, row._version)
print(na.flags.writeable, na.flags['WRITEABLE'], na.flags.owndata)
