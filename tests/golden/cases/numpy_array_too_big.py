import numpy as np
b = np.zeros((2**62, 4))
