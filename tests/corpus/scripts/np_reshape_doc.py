# Source: NumPy documentation, numpy.reshape docstring
# URL: https://numpy.org/doc/1.24/reference/generated/numpy.reshape.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

a = np.arange(6).reshape((3, 2))
print(a)
print(np.reshape(a, (2, 3))) # C-like index ordering
print(np.reshape(np.ravel(a), (2, 3))) # equivalent to C ravel then C reshape
print(np.reshape(a, (2, 3), order='F')) # Fortran-like index ordering
print(np.reshape(np.ravel(a, order='F'), (2, 3), order='F'))

a = np.array([[1,2,3], [4,5,6]])
print(np.reshape(a, 6))
print(np.reshape(a, 6, order='F'))
print(np.reshape(a, (3,-1)))       # the unspecified value is inferred to be 2
