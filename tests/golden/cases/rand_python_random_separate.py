import random
import numpy as np
import torch
random.seed(0)
torch.manual_seed(0)
np.random.seed(0)
print(random.random())
print(torch.rand(2))
print(np.random.rand(2))
random.seed(0)
print(random.random(), random.randint(1, 6))
print(torch.rand(1))
print(np.random.rand())
torch.manual_seed(0)
print(torch.rand(2))
print(random.random())
rs = np.random.RandomState(0)
r = random.Random(0)
print(rs.randint(0, 10, 3), r.randint(0, 10))
