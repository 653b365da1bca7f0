import numpy as np
print(round(np.bool_(True)))
