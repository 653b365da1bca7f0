import torch
import torch.nn as nn
import numpy as np
t = torch.tensor([1., 2.])
print(t * 2, np.ones(1))
