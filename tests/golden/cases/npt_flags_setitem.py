import numpy as np
import torch
a = np.zeros(3)
a.flags['WRITEABLE'] = False
print(a.flags.writeable, a.flags['W'])
t = torch.tensor(a)
t[0] = 1
print(t, a)
try:
    a[0] = 1
except ValueError as e:
    print(e)
b = np.zeros(2)
b.flags['W'] = False
print(b.flags['W'])
b.flags['WRITEABLE'] = True
b[1] = 5
print(b, b.flags['WRITEABLE'])
v = b[:1]
b.flags['W'] = False
try:
    v.flags['W'] = True
except ValueError as e:
    print(e)
n = torch.zeros(2).numpy()
try:
    n.flags.writeable = True
except ValueError as e:
    print(e)
c = np.zeros(3); cv = c[1:]; cw = cv[1:]
c.flags.writeable = False
try:
    cw.flags.writeable = True
except ValueError as e:
    print(e)
c.flags.writeable = True
cw.flags.writeable = True
print(cw.flags.writeable, c.flags.writeable)
