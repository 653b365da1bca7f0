import numpy as np
print(np.ones(1).flags.qqqqqqqq)
