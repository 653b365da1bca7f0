# Source: NumPy documentation, ndarray.view docstring
# URL: https://numpy.org/doc/1.24/reference/generated/numpy.ndarray.view.html
# Licence: BSD-3-Clause, Copyright (c) 2005-2023, NumPy Developers. Excerpt; REPL lines turned
#          into print() calls.
import numpy as np

x = np.array([(1, 2)], dtype=[('a', np.int8), ('b', np.int8)])

# Viewing array data using a different type and dtype:
y = x.view(dtype=np.int16, type=np.matrix)
print(y)
print(type(y))

# Creating a view on a structured array so it can be used in calculations
x = np.array([(1, 2),(3,4)], dtype=[('a', np.int8), ('b', np.int8)])
xv = x.view(dtype=np.int8).reshape(-1,2)
print(xv)
print(xv.mean(0))

# Making changes to the view changes the underlying array
xv[0,1] = 20
print(x)

# Using a view to convert an array to a recarray:
z = x.view(np.recarray)
print(z.a)

# Views share data:
x[0] = (9, 10)
print(z[0])

# Views that change the dtype size should normally be avoided on arrays
# defined by slices, transposes, fortran-ordering, etc.:
x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16)
y = x[:, ::2]
print(y)
try:
    y.view(dtype=[('width', np.int16), ('length', np.int16)])
except ValueError as e:
    print("ValueError:", e)
z = y.copy()
print(z.view(dtype=[('width', np.int16), ('length', np.int16)]))
