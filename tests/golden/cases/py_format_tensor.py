import torch
import numpy as np
t = torch.tensor(1.5)
print(format(t, '.3f'), format(t, '.2e'), format(torch.tensor(3), 'd'), format(torch.tensor(True), ''), format(torch.tensor(0.1), ''))
print(format(torch.ones(2), ''), format(np.float64(1.25), '.1f'), format(np.float32(0.1), ''), format(np.int64(7), '03d'))
print(format(np.array(2.5), '.2f'), format(np.array([1.5]), ''), format(np.bool_(True), 'd'))
print(format(torch.tensor(2.5, dtype=torch.float64), ''), '{:.1f}'.format(torch.tensor([1.0, 2.0]).sum()))
