# Source: NumPy documentation, Indexing on ndarrays - Basic indexing
# URL: https://numpy.org/doc/1.24/user/basics.indexing.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.arange(10)
print(x[2])
print(x[-2])

x.shape = (2, 5)  # now x is 2-dimensional
print(x[1, 3])
print(x[1, -1])
print(x[0])
print(x[0][2])

x = np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
print(x[1:7:2])
print(x[-2:10])
print(x[-3:3:-1])
print(x[5:])

x = np.array([[[1],[2],[3]], [[4],[5],[6]]])
print(x.shape)
print(x[1:2])
print(x[..., 0])
print(x[:, :, 0])
print(x[:, np.newaxis, :, :].shape)
print(x[:, None, :, :].shape)

x = np.arange(5)
print(x[:, np.newaxis] + x[np.newaxis, :])
