import math
import torch
print(math.sqrt(torch.ones(2)))
