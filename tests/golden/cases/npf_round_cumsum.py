# np.round / np.around / ndarray.round (half to even on scaled values), np.cumsum / cumprod,
# and ~ (np.invert) on arrays
import numpy as np

a = np.arange(3)
print(np.round(a) is a, a.round() is a, np.round(a, -1), np.round(np.array([15, 25, -35]), -1))
print(np.round(2.5), type(np.round(2.5)), np.round(np.array([True, False])))
print(np.round(np.array([1.25, 2.675], np.float16), 1), np.round(np.array([0.5, 1.5, 2.5])), np.around(np.array([1.005, 2.675]), 2))
d = (np.arange(15, dtype=np.float32).reshape(5, 3) * np.float32(1.37)) ** 2
print(d.round(2), d.round(-1), d.round(decimals=3).dtype)
print(np.round(np.array([123.456, -0.0049]), 2), np.round(np.array([1e10 + 0.5]), 0))
x = np.array([[1, 2, 3], [4, 5, 6]])
print(x.cumsum(), x.cumsum(axis=0), np.cumsum(x, axis=1), x.cumprod(axis=1), np.cumprod([1, 2, 3]))
f = np.array([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]], dtype=np.float32)
print(f.cumsum(axis=1), np.cumsum(f), np.cumsum(np.array([True, True])), x.cumsum(dtype=np.float64))
print(np.arange(10000, dtype=np.float32).cumsum()[-1], (np.arange(1000) * 0.1).cumsum()[-3:])
print(~np.array([True, False]), ~np.arange(-2, 3), ~np.array([0, 255], np.uint8), np.invert(np.array([1], np.int8)))
print(~np.bool_(True), ~np.int64(5), np.bitwise_not(np.array([False])))

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.arange(3).round(1.5))
tr(lambda: np.round())
tr(lambda: ~np.ones(2))
tr(lambda: x.cumsum(axis=2))
