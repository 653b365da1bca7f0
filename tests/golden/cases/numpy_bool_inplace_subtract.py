import numpy as np
q = np.array([True, False])
q -= np.array([True, True])
print(q)
