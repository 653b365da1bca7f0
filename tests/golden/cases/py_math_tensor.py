import math
import torch
import numpy as np
t = torch.tensor(4.0)
print(math.sqrt(t), math.sqrt(torch.tensor([9.0])), math.floor(torch.tensor(2.7)), math.exp(np.float32(1.0)), math.log(np.float64(100.0), 10))
print(math.isnan(torch.tensor(float('nan'))), math.sqrt(np.array([16.0])))
