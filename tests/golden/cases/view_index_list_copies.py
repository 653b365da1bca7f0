import torch
t = torch.arange(12.).reshape(3, 4)
r = t[[0, 2]]
print(r, r._base is None, r.is_contiguous())
r[0, 0] = 100.
print(t[0, 0], t._version, r._version)
c = t[:, [3, 0]]
print(c, c.stride())
p = t[[0, 1], [1, 2]]
print(p, p.stride())
i = t[torch.tensor([[0], [2]]), torch.tensor([1, 3])]
print(i, i.shape)
print(t[[]].shape, t[[0, 1.]].shape, t[[True, False, True]])
print(t.t()[:, [1, 1, 0]].stride(), t.t()[[0, 1]].stride())
b = torch.arange(24).reshape(2, 3, 4)
print(b[0, :, [0, 1]].shape, b[:, 0, [0, 1]].shape, b[[0, 1], :, [0, 1]].shape, b.permute(2, 0, 1)[:, [0, 1]].stride())
