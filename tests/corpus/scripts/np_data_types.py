# Source: NumPy documentation, Data types
# URL: https://numpy.org/doc/1.24/user/basics.types.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.float32(1.0)
print(x)
y = np.int_([1,2,4])
print(y)
z = np.arange(3, dtype=np.uint8)
print(z)

print(np.array([1, 2, 3], dtype='f'))
print(z.astype(float))
print(np.int8(z))
print(z.dtype)

d = np.dtype(int)
print(d)
print(np.issubdtype(d, np.integer))
print(np.issubdtype(d, np.floating))

print(np.power(100, 8, dtype=np.int64))
print(np.power(100, 8, dtype=np.int32))
print(np.iinfo(int))
print(np.iinfo(np.int32))
