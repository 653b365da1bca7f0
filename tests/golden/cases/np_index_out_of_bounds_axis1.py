import numpy as np
na = np.zeros((2, 3))
print(na[1, 2])
print(na[:, -4])
