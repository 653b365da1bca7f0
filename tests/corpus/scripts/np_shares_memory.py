# Source: NumPy documentation, numpy.shares_memory and numpy.may_share_memory docstrings
# URL: https://numpy.org/doc/1.24/reference/generated/numpy.shares_memory.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.array([1, 2, 3, 4])
print(np.shares_memory(x, np.array([5, 6, 7])))
print(np.shares_memory(x[::2], x))
print(np.shares_memory(x[::2], x[1::2]))

print(np.may_share_memory(np.array([1,2]), np.array([5,8,9])))
x = np.zeros([3, 4])
print(np.may_share_memory(x[:,0], x[:,1]))
print(np.shares_memory(x[:,0], x[:,1]))
