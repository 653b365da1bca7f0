import numpy as np
n = np.array([-1, -2], dtype=np.int32)
print(n.astype(np.int64))
print(n.sum())
