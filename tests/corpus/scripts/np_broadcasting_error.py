# Source: NumPy documentation, Broadcasting - a failing example
# URL: https://numpy.org/doc/1.24/user/basics.broadcasting.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls; the last line raises, as in the guide.
import numpy as np

a = np.array([[ 0.0,  0.0,  0.0],
              [10.0, 10.0, 10.0],
              [20.0, 20.0, 20.0],
              [30.0, 30.0, 30.0]])
b = np.array([1.0, 2.0, 3.0, 4.0])
print(a.shape, b.shape)
a + b
