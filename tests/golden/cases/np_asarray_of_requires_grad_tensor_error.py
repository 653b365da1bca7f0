import torch
import numpy as np
t = torch.tensor([1., 2.], requires_grad=True)
print(t)
a = np.asarray(t)
