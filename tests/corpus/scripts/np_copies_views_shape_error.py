# Source: NumPy documentation, "Copies and views" - Other operations
# URL: https://numpy.org/doc/1.24/user/basics.copies.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls; the last line raises, as in the guide.
import numpy as np

x = np.ones((2, 3))
y = x.T  # makes the array non-contiguous
print(y)
z = y.view()
z.shape = 6
