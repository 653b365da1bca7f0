import torch
import numpy as np
for i in range(3):
    print(i, end=' ')
print()
for i in range(10, 0, -3):
    print(i, end=' ')
print()
for c in "héllo":
    print(c, end='|')
print()
for x in (1.5, 'a', None, True):
    print(repr(x))
d = {'a': 1, 'b': 2}
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, '->', v)
for i, (a, b) in enumerate(zip([1, 2, 3], 'xyz')):
    print(i, a, b)
for i, v in enumerate(['p', 'q'], start=10):
    print(i, v)
na = np.arange(6).reshape(2, 3)
for row in na:
    print(row, type(row))
for v in na[0]:
    print(v, type(v))
first, *rest = [1, 2, 3, 4]
print(first, rest)
for a, *b in [(1, 2, 3), (4, 5)]:
    print(a, b)
