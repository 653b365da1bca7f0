import torch
import numpy as np
a, b, c = 1, [1, 2, 3], {'k': 1, 'j': 2}
del a, b[0], c['k']
print(b, c)
try:
    print(a)
except NameError as e:
    print(e)
t = torch.tensor([1.0, 2.0, 3.0])
t[0] += 10
t[1:] *= 2
print(t)
x = torch.ones(2, requires_grad=True)
x.data *= 100
print(x)
na = np.arange(4)
na[2] -= 5
print(na)
d = {'n': 1}
d['n'] += 41
print(d)
lst = [1]
alias = lst
lst += [2, 3]
print(alias, lst is alias)
tup = (1,)
tup2 = tup
tup += (2,)
print(tup, tup2)
s = {1}
s |= {2}
print(s)
matrix = [[0, 0], [0, 0]]
matrix[1][0] += 7
print(matrix)
class_scores = [10, 20]
class_scores[-1] //= 3
print(class_scores)
