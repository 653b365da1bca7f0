import torch
t = torch.arange(6.)
r = t.reshape(2, 3)
r[0, 0] = 100
print(t)
r2 = t.reshape((3, 2))
r3 = t.reshape(-1, 2)
print(r2.shape, r3.shape, r3.stride())
tt = r.t()
c = tt.reshape(6)
c[0] = -1
print(c)
print(r)
print(c.is_contiguous(), tt.is_contiguous())
k = tt.reshape(3, 2)
print(k.stride())
k2 = tt.reshape(2, 3)
print(k2.stride(), k2)
