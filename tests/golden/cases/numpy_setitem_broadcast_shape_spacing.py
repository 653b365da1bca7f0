import numpy as np
m = np.ones((2, 3))
m[:] = np.ones(2)
