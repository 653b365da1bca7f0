# Source: NumPy documentation, "Copies and views" - ravel, flatten and reshape(-1)
# URL: https://numpy.org/doc/1.24/user/basics.copies.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls and written out as a short check.
import numpy as np

x = np.arange(6).reshape(2, 3)
r = x.ravel()
f = x.flatten()
v = x.reshape(-1)
x[0, 0] = 100
print(r, f, v)
print(np.shares_memory(x, r), np.shares_memory(x, f), np.shares_memory(x, v))

t = x.T
print(np.shares_memory(t, t.ravel()))
print(t.ravel())
