import numpy as np
b = np.zeros(2, dtype=np.int64)
b[0] = 1e20
print(b)
