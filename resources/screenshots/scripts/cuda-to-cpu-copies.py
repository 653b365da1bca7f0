import torch
import numpy as np
g = torch.ones((2, 3), device='cuda:0')
h = g.cpu()
nh = h.numpy()
