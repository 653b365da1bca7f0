import torch
import numpy as np
t = torch.tensor([[1., 2.], [3., 4.]])
print(str(t))
print(repr(t))
na = t.numpy()
print(str(na))
print(repr(na))
print(repr(np.array([True, False])))
print(repr(np.array([[1, 2], [3, 4]])))
print(repr(np.array(2.5)))
print(str(torch.float32), repr(torch.device('cpu')), str(torch.Size([2])))
