import numpy as np
c = np.zeros(2, dtype=np.int32)
c[0] = 3e9
print(c)
