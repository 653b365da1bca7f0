import torch
b = torch.arange(24).reshape(2, 3, 4)
p = b.permute(2, 0, 1)
print(p.shape, p.stride(), p.is_contiguous(), p._base is b._base)
q = torch.permute(b, (1, 2, 0))
print(q.shape, q.stride())
m = b.movedim(0, -1)
n = torch.movedim(b, (0, 1), (2, 0))
a = b.moveaxis(2, 0)
print(m.shape, m.stride(), n.shape, n.stride(), a.shape, a.stride())
p[1, 0, 2] = 100
print(b[0, 2])
print(b.swapaxes(0, 2).stride(), torch.swapdims(b, 1, 2).stride(), b.mT.shape, b.mT.stride())
print(p.contiguous().is_contiguous(), p.contiguous()._base is None)
