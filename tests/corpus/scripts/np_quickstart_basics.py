# Source: NumPy documentation, NumPy quickstart - An example
# URL: https://numpy.org/doc/1.24/user/quickstart.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

a = np.arange(15).reshape(3, 5)
print(a)
print(a.shape)
print(a.ndim)
print(a.dtype.name)
print(a.itemsize)
print(a.size)
print(type(a))
b = np.array([6, 7, 8])
print(b)
print(type(b))

c = np.array([[1, 2], [3, 4]], dtype=complex)
print(c)
print(np.zeros((3, 4)))
print(np.ones((2, 3, 4), dtype=np.int16))
print(np.arange(10, 30, 5))
print(np.arange(0, 2, 0.3))
print(np.linspace(0, 2, 9))
