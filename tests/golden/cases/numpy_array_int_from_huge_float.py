import numpy as np
print(np.array([1e20], dtype=np.int64))
