# Written for TensorLens in the style of a Q&A answer: "Why does changing the numpy array change my tensor?"
import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])
t = torch.from_numpy(arr)
arr[0] = 100.0
print(t)  # the tensor sees the change: both use the same memory

# torch.tensor() copies, so it does not follow the array
arr = np.array([1.0, 2.0, 3.0])
t2 = torch.tensor(arr)
arr[0] = 100.0
print(t2)

# and the other way round
t3 = torch.zeros(3)
n3 = t3.numpy()
t3 += 5
print(n3)
t3 = t3 + 1   # rebinding makes a new tensor; n3 keeps the old memory
print(n3, t3)
