# A list that holds the same list twice, doubled again and again: its text grows
# exponentially while memory does not, and every copy of a list prints alike.
import torch
import numpy as np
l = [1.5]
for _ in range(16):
    l = [l, l]
s = repr(l)
print(len(s), s[:30], s[-30:])
t = ('a', None, True)
pair = [t, [t, t], (t, [t])]
print(pair)
m = [1, 2]
n = [m, m]
m.append(3)
print(n, [n, n])
d = {'k': n}
print([d, d, n])
x = torch.tensor([1.0, 2.0])
print([[x, x], [x, x]])
