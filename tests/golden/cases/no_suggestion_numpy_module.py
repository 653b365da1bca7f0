import numpy as np
a = np.onse(2)
