import numpy as np
a = np.ones((3, 4))
print(a[[0, 2]].shape)
a[:, [0, 5]]
