import torch
import numpy as np
t = torch.arange(6.).reshape(2, 3)
print(t.numpy().strides)
tt = t.t().numpy()
print(tt)
print(tt.strides, tt.shape)
ts = t[:, ::2].numpy()
print(ts, ts.strides)
tr = t[1].numpy()
print(tr, tr.strides)
tt[2, 1] = 50
ts[0, 0] = -1
print(t)
print(np.shares_memory(tt, ts), tt.flags.owndata, tt.flags['OWNDATA'])
i = torch.arange(6, dtype=torch.int32).reshape(3, 2).T.numpy()
print(i.strides, i.dtype)
