import numpy as np
a = np.arange(6)
print(a[3:1:2].strides)
