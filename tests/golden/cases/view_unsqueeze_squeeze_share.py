import torch
t = torch.arange(6.).reshape(2, 3)
u = t.unsqueeze(0)
w = torch.unsqueeze(t, -1)
print(u.shape, u.stride(), w.shape, w.stride())
u[0, 1, 2] = 50.
w[0, 0, 0] = -1.
print(t)
print(u._base is t._base, w._base is t._base, t._version, u._version)
s = u.squeeze()
z = torch.squeeze(w, 2)
k = t.squeeze(0)
print(s.shape, z.shape, k.shape, k is t)
s[1, 1] = 40.
print(t[1])
c = torch.zeros(2, 1, 3, 1)
print(c.squeeze().shape, c.squeeze(1).stride(), c.squeeze(-1).shape, c.unsqueeze(4).stride())
print(torch.tensor(7.).unsqueeze(0), torch.tensor(7.).squeeze(0).shape)
