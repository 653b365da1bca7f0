import numpy as np
a = np.arange(12.).reshape(3, 4)
a[a > 5] = np.ones((2, 3))
