import torch
m = torch.zeros(3, 4)
r = m[1]
c = m[:, 2]
s = m[1:, ::2]
r[0] = 1
c[2] = 2
s[0, 1] = 3
m[0][3] = 4
print(m)
print(r, c)
print(s)
print(m._version, r._version, s._version)
print(r.storage_offset(), c.storage_offset(), s.storage_offset(), s.stride())
e = m[0, 0]
e.fill_(9)
print(m[0])
