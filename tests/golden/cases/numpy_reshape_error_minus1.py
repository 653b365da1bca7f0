import numpy as np
n = np.arange(5)
print(n.reshape(2, -1))
