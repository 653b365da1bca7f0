import torch
t = torch.arange(12.).reshape(3, 4)
v = t[0]
t[[0, 2]] = 5.
print(t, t._version, v)
t[t > 8] = 0.
print(t, t._version)
t[:, [0, 1]] = torch.ones(3, 1)
print(t)
t[[1, 1]] = torch.tensor([[10.], [20.]])
print(t[1])
t[[0, 1], [2, 3]] = torch.tensor([-1., -2.])
print(t)
t[False] = 3.
print(t._version)
t[True] = 3.
print(t[0], t._version)
i = torch.arange(6).reshape(2, 3)
i[[0]] = 2.7
i[i > 3] = 1.5
print(i)
t.index_put_((torch.tensor([0, 2, 0]),), torch.tensor([1., 1., 1., 1.]), accumulate=True)
print(t[0], t[2])
