import numpy as np
n = np.ones(3)
n[0] = np.ones(2)
