import numpy as np
print(np.flaot32)
