import numpy as np
print(np.eye(3))
print(np.eye(2, 3, k=-1))
print(np.eye(3, k=1, dtype=int))
print(np.eye(3, k=5))
print(np.eye(3, k=5.5))
print(np.eye(4, 2, k=-3))
e = np.eye(3, order='F')
print(e.strides, e.flags['F_CONTIGUOUS'], e.dtype)
print(np.eye(0).shape, np.eye(2, dtype=bool))
print(np.eye(2, M=None, k=0, dtype=np.float32))
def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
attempt(lambda: np.eye(2.5))
attempt(lambda: np.eye(-1))
attempt(lambda: np.eye(2, k=1.5))
attempt(lambda: np.eye(2, 2.0))
attempt(lambda: np.eye())
attempt(lambda: np.eye(2, foo=1))
