import torch
t = torch.zeros(2, 3)
t[0] = 5
t[1, 2] = 2.5
t[1, :2] = -1
print(t)
i = torch.zeros(4, dtype=torch.int64)
i[0] = 2.7
i[1] = -2.7
i[2:] = 7
print(i)
b = torch.zeros(3, dtype=torch.bool)
b[1] = 5
b[2] = 0.0
print(b)
t[:] = 0
print(t, t._version)
d = torch.zeros(2, dtype=torch.float64)
d[0] = 0.1
print(d.tolist())
