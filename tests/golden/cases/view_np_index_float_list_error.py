import numpy as np
a = np.ones((3, 4))
a[[1, 2.0]]
