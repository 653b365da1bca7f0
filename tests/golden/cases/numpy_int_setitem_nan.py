import numpy as np
b = np.zeros(2, dtype=np.int64)
b[0] = float('nan')
print(b)
