import torch
a = torch.tensor(1.)
b = a
a += 1
print(a, b, a is b)
c = a.item()
d = c
c += 1
print(c, d)
e = a + 1
print(e is a, a)
