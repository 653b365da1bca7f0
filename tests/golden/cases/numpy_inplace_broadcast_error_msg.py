import numpy as np
n = np.ones(3)
n += np.ones(4)
