import torch
import numpy as np
t = torch.tensor([1., 2.], requires_grad=True)
print(np.array(t.detach()))
a = np.array(t)
print("not reached")
