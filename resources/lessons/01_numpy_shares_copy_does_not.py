# Lesson: numpy() shares storage, copy() does not
# > A tensor owns a storage: bytes in host memory.
import torch
import numpy as np
a = torch.ones((2, 3))
# > numpy() makes an ndarray that views the same bytes: no copy.
# ? copies: How many bytes does numpy() copy? | 0 | 24 | 48 = 0
na = a.numpy()
# > A write through the ndarray lands in the shared storage.
# ? changes a: Will a change? = yes
na[0][0] = 10
print(a)
# > copy() allocates new bytes and copies all 24 of them.
# ? copies: How many bytes does copy() copy? | 0 | 24 | 48 = 24
nc = na.copy()
# ? changes a: Will a change when nc is written? = no
nc[1][2] = -1
print(a)
print(nc)
# > torch.from_numpy() goes the other way and shares too.
t = torch.from_numpy(nc)
# ? changes nc: Will nc change? = yes
t[0][1] = 7
print(nc)
