# Source: NumPy documentation, "Copies and views" - Indexing operations
# URL: https://numpy.org/doc/1.24/user/basics.copies.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.arange(10)
print(x)
y = x[1:3]  # creates a view
print(y)
x[1:3] = [10, 11]
print(x)
print(y)

x = np.arange(9).reshape(3, 3)
print(x)
y = x[[1, 2]]
print(y)
print(y.base is None)

x[[1, 2]] = [[10, 11, 12], [13, 14, 15]]
print(x)
print(y)
