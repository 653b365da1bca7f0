import numpy as np
a = np.ones((3, 4))
a[np.array([0.])]
