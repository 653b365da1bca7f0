import numpy as np
na = np.arange(6)
na[1:3] = [7, 8]
print(na)
m = np.zeros((2, 3))
m[0] = [1, 2, 3]
m[1, 1:] = (4.5, 5.5)
m[:, 0] = [True, False]
print(m)
