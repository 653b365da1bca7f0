import numpy as np
a = np.zeros(2)
print(a)
b = np.ones((1000000, 1000000))
