import torch
import numpy as np
t = torch.zeros(2, 3)
t[0][1] = 4
t.t()[2, 1] = 50
t.T[0, 1] = 6
t.transpose(0, 1)[1, 1] = 7
t.view(6)[2] = 8
print(t)
na = np.zeros((2, 3))
na[0][0] = 10
na[0, 1] = 3
na.T[2, 1] = 7
na.reshape(3, 2)[1, 1] = 5
print(na)
g = torch.ones(3, 4)
g.t()[2, 1] = 50
print(g)
print(t._version, g._version)
