import torch
import numpy as np
t = torch.tensor([0.1, 2.5])
na = t.numpy()
print(na[0], na[1])
print(float(na[0]), t[0].item())
print(na.sum(), t.sum())
print(na.tolist())
i = torch.tensor([3, 4]).numpy()
print(i[1], type(i[1]).__name__, int(i[1]) + 1)
