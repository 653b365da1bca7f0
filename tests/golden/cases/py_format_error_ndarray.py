import numpy as np
print(format(np.ones(2), '.1f'))
