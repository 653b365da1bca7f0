# ufuncs and operators across dtypes: augmented assignments, reflected operands, lists, fast ** paths, reductions and round on 0-d arrays
import numpy as np
def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
a = np.arange(6)
def iadd():
    x = np.arange(6); x += 1.5; return x
def idiv():
    x = np.arange(6); x /= 2; return x
def ifl():
    x = np.arange(6.0); x //= 4; return x
def ibc():
    x = np.ones((2, 3)); x += np.ones((4, 3)); return x
def iov():
    x = np.arange(6.0); x[1:] += x[:-1]; return x
def ipow():
    x = np.arange(6); x **= 2.0; return x
tr(iadd); tr(idiv); tr(ifl); tr(ibc); tr(iov); tr(ipow)
tr(lambda: 2 // np.array([3, -3, 4]))
tr(lambda: 7 % np.array([3, -3, 4]))
tr(lambda: np.arange(3) ** np.arange(3))
tr(lambda: 2 ** np.arange(3))
tr(lambda: np.float64(2.0) ** 0.5)
tr(lambda: np.float32(2.0) ** np.float32(1.3))
tr(lambda: np.int64(2) ** -1)
tr(lambda: np.int8(7) // np.int8(2))
tr(lambda: np.array([7], np.int8) // 2)
tr(lambda: np.array([7], np.uint8) % 3)
tr(lambda: np.array([-7], np.int16) // np.array([2], np.int8))
tr(lambda: np.maximum(np.array([1, 5]), np.array([3, 2])))
tr(lambda: np.minimum(np.array([1.0, np.nan]), 0.5))
tr(lambda: np.greater(np.arange(3), 1))
tr(lambda: np.equal([1, 2], [1, 3]))
tr(lambda: np.arange(3) * [1.5])
tr(lambda: [1, 2] * np.arange(2))
tr(lambda: np.arange(3) + [[1], [2]])
tr(lambda: np.ones(2) + [1, 2, 3])
tr(lambda: np.arange(4.0) ** 1)
tr(lambda: np.arange(1, 4.0) ** -1)
tr(lambda: np.array([0.0, 1.0]) ** 0)
tr(lambda: np.array([True, False]) ** 2)
tr(lambda: np.array([-0.0, 1.0]) ** 1)
tr(lambda: -np.array([True]))
tr(lambda: np.abs(-np.arange(3.0)))
tr(lambda: np.sqrt(np.array([4.0]), out=np.zeros((2, 1))))
tr(lambda: np.add(np.ones(3, np.float32), np.ones(3, np.float32), out=np.zeros(3)))
tr(lambda: np.add(np.ones(3), 2, dtype=np.float16))
tr(lambda: np.multiply(np.arange(3), np.arange(3), dtype=bool))
tr(lambda: np.arange(6).reshape(2,3).sum(axis=1, keepdims=True).shape)
tr(lambda: np.arange(6).reshape(2,3).mean(axis=0).dtype)
tr(lambda: np.arange(6).reshape(2,3).max())
tr(lambda: np.sum(np.arange(6).reshape(2,3), 0))
tr(lambda: np.ones((2,3), np.float32).sum(axis=0, dtype=np.float64))
tr(lambda: np.ones((3,), np.int32).sum().dtype)
tr(lambda: np.ones((3,), np.int8).cumsum().dtype)
tr(lambda: np.array(5.5).round())
tr(lambda: np.linspace(0, 1, 3, endpoint=False, retstep=True))
tr(lambda: np.linspace(np.float32(0), 1, 3).dtype)
tr(lambda: np.flip(np.arange(4)).base)
