# ndarray.ctypes.data: the address of the array's first element, in both NumPy versions.
import numpy as np
import torch

a = np.arange(6, dtype=np.float32)
t = torch.from_numpy(a)
print(a.ctypes.data == t.data_ptr(), a[2:].ctypes.data - a.ctypes.data)
print(a.reshape(2, 3).ctypes.data == a.ctypes.data, a.copy().ctypes.data == a.ctypes.data)
print(np.shares_memory(a, a[::2]), a[::2].ctypes.data == a.ctypes.data)
