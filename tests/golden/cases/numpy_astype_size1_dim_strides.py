import numpy as np
print(np.zeros((4, 1)).astype(np.int32).strides)
print(np.arange(6).reshape(2, 1, 3).astype(np.int32).strides)
