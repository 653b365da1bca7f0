# Source: NumPy documentation, Indexing on ndarrays - Assigning values to indexed arrays
# URL: https://numpy.org/doc/1.24/user/basics.indexing.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.arange(10)
x[2:7] = 1
print(x)
x[2:7] = np.arange(5)
print(x)

x[1] = 1.2
print(x[1])

x = np.arange(0, 50, 10)
print(x)
x[np.array([1, 1, 3, 1])] += 1
print(x)

z = np.arange(81).reshape(3, 3, 3, 3)
indices = (1, 1, 1, 1)
print(z[indices])
indices = (1, 1, 1, slice(0, 2))  # same as [1, 1, 1, 0:2]
print(z[indices])
indices = (1, Ellipsis, 1)  # same as [1, ..., 1]
print(z[indices])
