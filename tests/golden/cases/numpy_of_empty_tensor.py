# numpy() of an empty tensor: NumPy gets the tensor's null data pointer, so the array says
# it owns its data, has zero strides and the tensor as its base.
import torch
import numpy as np
t = torch.tensor([])
a = t.numpy()
print(a, a.shape, a.dtype, a.strides, a.flags.owndata, type(a.base), np.shares_memory(a, t.numpy()))
a2 = torch.zeros(0, 3).numpy()
print(a2.shape, a2.strides)
e = torch.ones(4)[2:2]
print(e.numpy().shape, e.numpy().strides)
