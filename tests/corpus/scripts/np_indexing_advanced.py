# Source: NumPy documentation, Indexing on ndarrays - Advanced indexing
# URL: https://numpy.org/doc/1.24/user/basics.indexing.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.arange(10, 1, -1)
print(x)
print(x[np.array([3, 3, 1, 8])])
print(x[np.array([3, 3, -3, 8])])
print(x[np.array([[1, 1], [2, 3]])])

y = np.arange(35).reshape(5, 7)
print(y[np.array([0, 2, 4]), np.array([0, 1, 2])])
print(y[np.array([0, 2, 4]), 1])
print(y[np.array([0, 2, 4])])

x = np.array([[1., 2.], [np.nan, 3.], [np.nan, np.nan]])
print(x[~np.isnan(x)])

x = np.array([1., -1., -2., 3])
x[x < 0] += 20
print(x)

x = np.arange(35).reshape(5, 7)
b = x > 20
print(b[:, 5])
print(x[b[:, 5]])
