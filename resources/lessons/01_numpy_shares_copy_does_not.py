# Lesson: numpy() and copy(): which one gets bytes of its own?
# > A tensor owns a storage: bytes in host memory.
import torch
import numpy as np
a = torch.ones((2, 3))
# > numpy() makes an ndarray from the tensor.
# ? copies: How many bytes does numpy() copy? | 0 | 24 | 48 = 0
# > None: the ndarray views the tensor's own bytes.
na = a.numpy()
# > Now write through the ndarray.
# ? changes a: Will a change? = yes
# > It does: the write lands in the storage both of them view.
na[0][0] = 10
print(a)
# > copy() is NumPy's way to get an array.
# ? copies: How many bytes does copy() copy? | 0 | 24 | 48 = 24
# > All 24 (six float32 elements): nc has a storage of its own.
nc = na.copy()
# ? changes a: Will a change when nc is written? = no
# > No: nc's bytes are not a's.
nc[1][2] = -1
print(a)
print(nc)
# > torch.from_numpy() goes the other way: a tensor from an array.
t = torch.from_numpy(nc)
# ? changes nc: Will nc change? = yes
# > Yes: from_numpy() shares the array's bytes.
t[0][1] = 7
print(nc)
