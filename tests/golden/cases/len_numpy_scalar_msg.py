import numpy as np
n = np.arange(5)
print(len(n[0]))
