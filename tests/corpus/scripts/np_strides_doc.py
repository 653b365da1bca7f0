# Source: NumPy documentation, ndarray.strides docstring
# URL: https://numpy.org/doc/1.24/reference/generated/numpy.ndarray.strides.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

y = np.reshape(np.arange(2*3*4), (2,3,4))
print(y)
print(y.strides)
print(y[1,1,1])
offset=sum(y.strides * np.array((1,1,1)))
print(offset/y.itemsize)

x = np.reshape(np.arange(5*6*7*8), (5,6,7,8)).transpose(2,3,1,0)
print(x.strides)
i = np.array([3,5,2,2])
offset = sum(i * x.strides)
print(x[3,5,2,2])
print(offset / x.itemsize)
print(x.flags['C_CONTIGUOUS'], x.flags['F_CONTIGUOUS'])
