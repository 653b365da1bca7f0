import numpy as np
a = np.ones((3, 4))
b = a[:]
b.flags.writeable = False
print(b[[0]].flags.writeable)
b[[0]] = 1
