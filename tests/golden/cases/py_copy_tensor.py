import copy
import torch
import numpy as np
t = torch.arange(6.)
v = t[2:4]
c = copy.copy(v)
print(c, c.storage_offset(), c.is_leaf, c.requires_grad)
c[0] = 100
print(t)
d = copy.deepcopy(v)
print(d, d.storage_offset(), d.stride())
d[0] = -1
print(t, d)
g = torch.ones(2, requires_grad=True)
dg = copy.deepcopy(g)
cg = copy.copy(g)
print(dg, dg.requires_grad, dg.is_leaf, cg.requires_grad, cg.is_leaf)
a = np.arange(6.).reshape(2, 3)
ca = copy.copy(a)
da = copy.deepcopy(a)
ca[0, 0] = 50
print(a[0, 0], ca[0, 0], da.flags['OWNDATA'], np.shares_memory(a, ca), np.shares_memory(a, da))
