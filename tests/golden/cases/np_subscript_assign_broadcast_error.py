import numpy as np
na = np.zeros(3)
na[0:2] = np.ones(2)
print(na)
na[0:2] = np.ones(3)
