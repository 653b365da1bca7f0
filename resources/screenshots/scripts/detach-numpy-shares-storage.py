import torch
import numpy as np
a = torch.ones((2, 3), requires_grad=True)
na = a.detach().numpy()
b = a.t()
na[0][1] = 7
