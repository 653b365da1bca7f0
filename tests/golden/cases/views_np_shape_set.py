import numpy as np
b = np.zeros((2, 3))
b.shape = (3, 2)
print(b.shape, b.strides, b.flags['C_CONTIGUOUS'])
b.shape = -1
print(b.shape, b.strides)
b.shape = (2, -1)
print(b.shape)
b.shape = 6
print(b.shape)
c = np.arange(6).reshape(2, 3).T
c.shape = (3, 2)
print(c.shape, c.strides, c.flags['F_CONTIGUOUS'])
c.shape = (3, 1, 2)
print(c.strides)
d = np.arange(8)[::2]
d.shape = (2, 2)
print(d.strides, d.base is not None)
try:
    b.shape = (4, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    b.shape = 'ab'
except TypeError as e:
    print("TypeError:", e)
try:
    c.shape = (6,)
except AttributeError as e:
    print("AttributeError:", e)
print(c.shape)
