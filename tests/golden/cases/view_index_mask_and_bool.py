import torch
t = torch.arange(12.).reshape(3, 4)
m = t > 5
s = t[m]
print(s, s.shape, s._base is None)
s[0] = -1.
print(t[1, 2])
print(t[t[:, 0] > 3])
print(t[torch.tensor([True, False, True])].shape, t[True].shape, t[False].shape, t[1, True].shape)
print(t[torch.tensor(True)].shape, t[t > 100].shape)
