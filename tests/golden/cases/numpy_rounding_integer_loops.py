# floor, ceil and trunc of integer and bool arrays: NumPy 2 keeps the input's type (identity
# loops); NumPy 1.24 goes through the smallest float that holds it. rint stays a float loop.
import numpy as np
for f in [np.floor, np.ceil, np.trunc, np.rint]:
    for a in [np.arange(3), np.arange(3, dtype=np.int8), np.arange(3, dtype=np.int16), np.array([True, False]), np.arange(3.0, dtype=np.float32)]:
        r = f(a)
        print(f.__name__, a.dtype, r.dtype, r)
    print(f.__name__, repr(f(3)), repr(f(np.int8(3))), repr(f(True)))
print(np.floor(np.arange(3), dtype=np.float64))
