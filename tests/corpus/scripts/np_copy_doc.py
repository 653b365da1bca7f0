# Source: NumPy documentation, numpy.copy docstring
# URL: https://numpy.org/doc/1.24/reference/generated/numpy.copy.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.array([1, 2, 3])
y = x
z = np.copy(x)

x[0] = 10
print(x[0] == y[0])
print(x[0] == z[0])

a = np.array([1, 'm', [2, 3, 4]], dtype=object)
b = np.copy(a)
b[2][0] = 10
print(a)

import copy
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
c = copy.deepcopy(a)
c[2][0] = 10
print(c)
print(a)
