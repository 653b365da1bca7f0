import numpy as np
print(np.zeros((0, 3)).strides)
