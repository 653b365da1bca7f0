import torch
import numpy as np
print(type(torch.Size), type(torch.device), type(type))
print(type(torch.Tensor))
print(type(np.ones))
