# A NaN is unequal to itself, but containers compare items by identity first
# (PyObject_RichCompareBool): one NaN object is found; two NaN objects are not.
import math
import numpy as np
import torch
x = float('nan')
print(x in [x], x in (x,), [x] == [x], (x,) == (x,), x in {x}, x in {x: 1}, {x: 1}[x])
print(float('nan') in [float('nan')], [float('nan')] == [float('nan')])
print(np.nan in set([np.nan]), np.nan in [np.nan], np.nan is np.nan, math.nan is math.nan, np.nan is math.nan)
print([x, 1].index(x), [x, x, 1.0].count(x), [float('nan')].count(x))
print(x is x, x == x, x != x)
y = x
print(y is x, [y] == [x])
z = x + 0.0
print(z is x, z in [x])
l = [x]
print(l[0] is x, l.copy() == l, list(l) == l)
d = {x: 'a'}
print(x in d, d.get(x), list(d.keys()) == [x])
t = torch.tensor([1.0, float('nan')])
print(t in [t], [t] == [t])
n = np.array([np.nan])
print(n in [n], [n] == [n])
e = t[1].item()
print(e in [e], e is e, e in [t[1].item()])
s = n[0]
print(s in [s], [s] == [s], s in [n[0]], s is s, n[0] is n[0])
print(np.float64('nan') in [np.float64('nan')])
k = np.nan
print(k in [np.nan], (k, 1) == (np.nan, 1), {np.nan, np.nan}, len({float('nan'), float('nan')}))
print([x, 2] < [x, 3], (x, 1) <= (x, 1))
m = max([x])
print(m is x, m in [x])
q = [x][0]
print(q in [x])
print((n > 0)[0] is (n > 0)[0], (n == n)[0] is (n != n)[0])
