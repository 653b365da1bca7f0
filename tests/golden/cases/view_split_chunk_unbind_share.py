import torch
t = torch.arange(10.).reshape(5, 2)
a = t.split(2)[0]
b = t.split(2)[2]
print(t.split(2))
print(torch.split(t, [1, 4]))
print(a.shape, b.shape, b.storage_offset())
b[0, 1] = 90.
print(t[4])
c = t.chunk(3)
print(len(c), c[0].shape, c[2].shape, c[2].storage_offset())
print(t.chunk(2, dim=1))
u = t.unbind(1)
u[1][0] = -5.
print(t[0], u[0].stride(), u[1].storage_offset(), len(torch.unbind(t)))
print(t._version, u[1]._version, u[0]._base is t._base)
print(torch.ones(0, 2).chunk(3), torch.ones(5, 2).split(7)[0].shape)
