import numpy as np
na = np.array([1., 2.])
print(na)
b = na.detach()
