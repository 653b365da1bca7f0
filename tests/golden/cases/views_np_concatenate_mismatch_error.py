import numpy as np
a = np.ones((2, 3))
b = np.ones((2, 2))
np.concatenate([a, b])
