# NumPy ufuncs with out=: written in place (a tensor sharing the memory sees it), returned as is
import numpy as np
import torch

a = np.ones(5)
t = torch.from_numpy(a)
r = np.add(a, 1, out=a)
print(a)
print(t)
print(r is a)
r = np.multiply(a, 3, out=(a,))
print(np.multiply(a, 1, a) is a)
print(r is a, a)
n = t.numpy()
np.subtract(n, 1, out=n)
print(t)

b = np.zeros((2, 3))
print(np.add(np.arange(3), 1, out=b))
print(np.add(np.arange(3), 1.5, out=np.zeros(3, dtype=np.float32)))
print(np.add(np.ones(3, np.uint8), 1, out=np.zeros(3, dtype=np.int8)))
print(np.add(np.array(3), 1, out=np.array(0)))
print(np.add(1, 2), type(np.add(1, 2)))
print(np.add(np.arange(3), [10, 20, 30]))
print(np.add(np.arange(3), 2, dtype=np.float32))
print(np.multiply(np.arange(3, dtype=np.int8), np.arange(3, dtype=np.int8)).dtype)

# an output overlapping its input is computed from the input's old values
x = np.arange(6.0)
np.add(x[1:], x[:-1], out=x[:-1])
print(x)

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.add(np.ones(3), 1, out=np.ones(3, dtype=np.int64)))
tr(lambda: np.add(np.ones(3, np.int8), 1, out=np.ones(3, dtype=np.uint8)))
tr(lambda: np.add(np.ones(3, np.int64), 1, out=np.ones(3, dtype=np.bool_)))
tr(lambda: np.divide(np.arange(3), 2, out=np.zeros(3, dtype=np.int64)))
tr(lambda: np.add(1.5, 2, dtype=np.int64))
tr(lambda: np.add(np.ones(3), 1, out=np.ones((2,))))
tr(lambda: np.add(np.ones(3), np.ones(2), out=np.ones((2,))))
tr(lambda: np.add(np.ones((2, 3)), 1, out=np.ones((3,))))
tr(lambda: np.add(np.arange(3), 2, out=(np.zeros(3), np.zeros(3))))
tr(lambda: np.add(np.arange(3), 2, out=[np.zeros(3)]))
tr(lambda: np.add(np.arange(3), 2, out=5))
tr(lambda: np.add(np.arange(3), 2, out=torch.zeros(3)))
tr(lambda: np.add(np.arange(3)))
tr(lambda: np.add(np.arange(3), 1, 2, 3))
tr(lambda: np.sqrt())
tr(lambda: np.add(np.arange(3), 1, foo=3))
ro = np.ones(3)
ro.flags.writeable = False
tr(lambda: np.add(np.ones(3), 1, out=ro))
tr(lambda: np.sqrt(np.ones(3), out=ro))
tr(lambda: np.subtract(np.array([True]), np.array([False])))
tr(lambda: np.add(np.arange(3), 2, (np.zeros(3),)))
tr(lambda: np.add(np.arange(3), 2, np.zeros(3), out=np.zeros(3)))
