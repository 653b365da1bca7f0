import torch
t = torch.zeros(0)
n = t.numpy()
print(n.flags.owndata, n.base is None)
m = torch.arange(6).reshape(2, 3)[:0].numpy()
print(m.flags.owndata, m.base is None)
