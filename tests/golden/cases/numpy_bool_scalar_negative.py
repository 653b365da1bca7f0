import numpy as np
u = np.array([True])
s = u[0]
print(-s)
