import numpy as np
na = np.array([1., 2., 3.])
print(na[2], na[-3])
print(na[3])
