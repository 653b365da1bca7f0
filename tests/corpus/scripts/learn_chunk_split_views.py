# Written for TensorLens in the style of a learner discovering that chunk() and split() return views
import torch

x = torch.arange(10)
a, b = x.chunk(2)
a[0] = 100
print(x)
parts = torch.split(x, 3)
print([p.tolist() for p in parts])
parts[-1][0] = -1
print(x)
u = x.unbind(0)
print(len(u), u[2])
