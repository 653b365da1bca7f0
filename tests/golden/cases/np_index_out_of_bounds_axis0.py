import numpy as np
na = np.zeros((2, 3))
na[2] = 1
