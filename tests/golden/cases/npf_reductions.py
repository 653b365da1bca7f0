# NumPy reductions (sum, mean, std, var, max, min, argmax, argmin) with axis=, keepdims=,
# dtype=, as functions and methods, in NumPy's order of additions (pairwise along the
# innermost axis, a running sum along an outer one)
import numpy as np

a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32)
print(a.sum(), a.sum(axis=0), a.sum(axis=1, keepdims=True), a.sum(axis=(0, 1)))
print(a.mean(axis=1), a.max(axis=0), a.min(axis=1), a.argmax(), a.argmin(axis=0))
print(np.std(a), np.var(a), a.std(axis=0), a.var(axis=1, ddof=1))
i = np.arange(12).reshape(3, 4)
print(i.sum(axis=0), i.sum(axis=1).dtype, np.sum(i, axis=(0, 1)), i.mean(), i.mean(axis=0), i.std(axis=1))
print(np.sum([[1, 2], [3, 4]], axis=0), np.sum(np.array([True, True, False])), np.max(i, axis=-1, keepdims=True))
print(i.sum(dtype=np.float32), type(i.sum()), type(a.sum()), type(i.argmax()))
print(np.argmax(i, axis=1), np.argmin(i, axis=0, keepdims=True), np.argmax(np.array([1, 3, 3, 0])))

# many values: the order of additions shows in the last digits
x = (np.arange(3000, dtype=np.float32) * np.float32(0.1)).reshape(30, 100)
print(repr(x.sum()), repr(x.sum(axis=1)[:3]), repr(x.sum(axis=0)[:3]), repr(x.T.sum(axis=0)[:3]))
print(repr(x.mean(axis=1)[:3]), repr(x.std(axis=0)[:3]), repr(x.var()), repr(x.mean()))
y = np.arange(1000) * 0.1
print(repr(y.sum()), repr(y.reshape(10, 100).sum(axis=1)[:2]), repr(y.reshape(10, 100).sum(axis=0)[:2]), repr(y.std()))
print(repr(np.arange(20000).mean()), repr(np.arange(20000).reshape(2, 10000).mean(axis=1)), repr(np.arange(20000).std()))
n = np.array([1.0, np.nan, 3.0])
print(n.max(), n.min(), n.argmax(), n.argmin(), np.max(np.array([[1, 5], [7, 2]]), axis=0))
print(np.mean(np.array([1, 2], dtype=np.float16)), np.mean(np.array([1, 2], dtype=np.float16)).dtype)

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: a.sum(axis=2))
tr(lambda: a.sum(axis=(0, 0)))
tr(lambda: np.max(np.zeros((0, 3)), axis=0))
tr(lambda: np.argmax(np.zeros(0)))
tr(lambda: a.sum(foo=1))
tr(lambda: np.sum())
tr(lambda: a.argmax(axis=(0, 1)))
