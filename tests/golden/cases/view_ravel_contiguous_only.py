import torch
t = torch.arange(6.).reshape(2, 3)
r = t.ravel()
r[5] = 50.
print(t)
print(r._base is t._base, t._version)
rt = t.t().ravel()
rt[0] = -7.
print(t[0, 0], rt, rt._base is None)
print(torch.ravel(t[:, 1:]).stride(), torch.ravel(t[:, 1:])._base is None)
