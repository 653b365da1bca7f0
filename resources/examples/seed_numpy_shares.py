# a.numpy() shares memory with the tensor: writing the array changes the tensor.
import torch
import numpy as np
a = torch.ones((1,2))
print(a)
na = a.numpy()
na[0][0]=10
print(na)
print(a)
