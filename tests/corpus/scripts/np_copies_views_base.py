# Source: NumPy documentation, "Copies and views" - How to tell if the array is a view or a copy
# URL: https://numpy.org/doc/1.24/user/basics.copies.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.arange(9)
print(x)
y = x.reshape(3, 3)
print(y)
print(y.base)  # .reshape() creates a view
z = y[[2, 1]]
print(z)
print(z.base is None)  # advanced indexing creates a copy
