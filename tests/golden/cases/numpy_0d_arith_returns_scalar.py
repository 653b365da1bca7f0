import numpy as np
a = np.array(2.5)
r = a + 1
print(type(r).__name__)
print(type(a[()]).__name__)
