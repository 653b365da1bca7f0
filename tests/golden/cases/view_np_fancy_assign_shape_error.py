import numpy as np
a = np.ones((3, 4))
a[:, [0, 1]] = np.ones((2, 3))
