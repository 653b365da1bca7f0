import numpy as np
a = np.zeros((3, 4))
a[0] = [[1, 2, 3, 4]]
