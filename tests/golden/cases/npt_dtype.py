import numpy as np
for x in ['float32', np.int64, float, int, bool, 'f4', '<i8', np.dtype('int8'), 'bool', None, np.uint8, 'float16']:
    d = np.dtype(x); print(repr(d), str(d), d.name, d.itemsize, d.kind, d.char, d.str, d.type, d.byteorder, d.descr)
print(np.dtype('float32') == 'float32', np.dtype('float32') == np.float32, np.dtype('f4') == 'f', np.dtype('int64') == int, np.dtype('float64') == float)
print(np.dtype('float32') != 'float64', np.dtype('float32') == 'xyz', np.dtype('float32') == 3, np.float32 == 'float32', 'f4' == np.dtype('f4'))
print(type(np.dtype('f4')), np.dtype, isinstance(np.dtype('f4'), np.dtype), np.dtype('f8') == None)
for bad in ['xyz', 'float33', 3, 2.5, True]:
    try: np.dtype(bad)
    except TypeError as e: print(type(e).__name__, e)
for f in [lambda: np.dtype(), lambda: np.dtype('f4', foo=1), lambda: np.dtype('f4', 1, 2, 3, 4), lambda: np.dtype('f4', dtype='f8')]:
    try: f()
    except TypeError as e: print(type(e).__name__, e)
print(np.dtype('f4', align=True), np.dtype('f4', copy=True), np.dtype(dtype='i2'))
a = np.zeros(3, dtype=np.int16)
print(a.dtype == np.dtype(np.int16), a.dtype == 'int16', a.dtype == np.int16, a.dtype.name, {np.dtype('f8'): 1}[np.dtype(float)])
print(np.dtype.__name__, np.dtype(np.float64).type(3))
