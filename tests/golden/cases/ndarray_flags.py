import torch
import numpy as np
a = np.arange(6.)
print(a.flags.writeable, a.flags.owndata, a.flags['OWNDATA'], a.flags['WRITEABLE'])
v = a.reshape(2, 3)
print(v.flags.owndata, v.flags['OWNDATA'], v.flags.writeable)
print(v.T.flags.owndata, a[1:].flags.owndata)
c = v.copy()
print(c.flags.owndata)
n = torch.ones(2).numpy()
print(n.flags.owndata, n.flags.writeable)
print(np.array(torch.ones(2)).flags.owndata)
print(a.astype(np.float32).flags.owndata)
