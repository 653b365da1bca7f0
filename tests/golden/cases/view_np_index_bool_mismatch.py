import numpy as np
a = np.ones((3, 4))
a[a[0] > 0]
