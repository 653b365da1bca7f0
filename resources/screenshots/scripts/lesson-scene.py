import torch
import numpy as np
a = torch.ones((2, 3))
na = a.numpy()
b = a.t()
c = a[1]
d = a.clone()
g = a.cuda()
h = g.detach()
w = torch.ones(3, requires_grad=True)
nw = w.detach().numpy()
na[0][1] = 7
