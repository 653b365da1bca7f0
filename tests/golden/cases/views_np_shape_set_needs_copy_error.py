import numpy as np
a = np.arange(6).reshape(2, 3).T
a.shape = (6,)
