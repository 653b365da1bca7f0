import numpy as np
a = np.zeros((3, 4))
a[1:3] = [7, 8]
