import torch
import numpy as np
print(isinstance(1, np.float32))
import numpy as np
print(isinstance(np.ones(1)[0], np.float64))
