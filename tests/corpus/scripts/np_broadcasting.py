# Source: NumPy documentation, Broadcasting
# URL: https://numpy.org/doc/1.24/user/basics.broadcasting.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

a = np.array([1.0, 2.0, 3.0])
b = np.array([2.0, 2.0, 2.0])
print(a * b)

a = np.array([1.0, 2.0, 3.0])
b = 2.0
print(a * b)

a = np.array([[ 0.0,  0.0,  0.0],
              [10.0, 10.0, 10.0],
              [20.0, 20.0, 20.0],
              [30.0, 30.0, 30.0]])
b = np.array([1.0, 2.0, 3.0])
print(a + b)

a = np.array([0.0, 10.0, 20.0, 30.0])
b = np.array([1.0, 2.0, 3.0])
print(a[:, np.newaxis] + b)

observation = np.array([111.0, 188.0])
codes = np.array([[102.0, 203.0],
                  [132.0, 193.0],
                  [45.0, 155.0],
                  [57.0, 173.0]])
diff = codes - observation    # the broadcast happens here
dist = np.sqrt(np.sum(diff**2,axis=-1))
print(np.argmin(dist))
