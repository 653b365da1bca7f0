# np.fromfunction and np.indices build index grids; ndarray.flat walks elements in C order.
import numpy as np

def f(x, y):
    return 10 * x + y

b = np.fromfunction(f, (3, 4), dtype=int)
print(b, b.dtype)
print(np.fromfunction(lambda i, j: i + j, (2, 3)))
print(np.fromfunction(lambda i, j: i == j, (3, 3), dtype=int))
print(np.fromfunction(lambda i: i * 2, (4,), dtype=np.int8).dtype)
print(np.fromfunction(lambda i, j, k=1: 5, (2, 2)))
print(np.fromfunction(lambda *a: len(a), [2, 2, 2]))
print(np.fromfunction(lambda i, j, scale: i * scale, (2, 2), scale=3))
print(np.fromfunction(lambda i, j, **kw: sorted(kw), (1, 1), b=1, a=2, kwargs=3))
print(np.fromfunction(lambda i, j: i, (0, 2)), np.fromfunction(lambda i, j: i, (2, 2), like=None))
rows = np.fromfunction(lambda *a: a, (2, 3))
print(rows[0].base is rows[1].base, rows[0].flags["OWNDATA"], rows[0].shape, rows[0].base.shape)

g = np.indices((2, 3))
print(g.shape, g.dtype)
print(g)
print(np.indices((2,), dtype=float), np.indices([2, 2], dtype=None).dtype, np.indices(()).shape)

a = np.arange(6).reshape(2, 3)
for element in a.flat:
    print(element, end=" ")
print()
print(len(a.flat), list(a.T.flat), list(a[:, ::2].flat), type(a.flat).__name__)
it = a.flat
print(next(it), next(it), type(next(it)))
print(sum(np.ones((2, 2), dtype=np.float32).flat))
t = np.arange(6).reshape(2, 3).T
ft = t.flat
print(ft[0], ft[1], ft[-1], type(ft[2]), ft[1:4], ft[1:4].flags.owndata, ft[::2], ft[::-1], ft[np.int64(2)])
ft[1] = 100
ft[-1] = 2.7
ft[0] = np.float32(3.9)
print(t)
try:
    ft[9] = 1
except IndexError as e:
    print("IndexError:", e)

for bad in [lambda: np.fromfunction(lambda i: i, 3), lambda: np.fromfunction(lambda i: i, (2, 2)),
            lambda: np.fromfunction((2, 2)), lambda: np.fromfunction(lambda i: i, (2.0,)),
            lambda: np.fromfunction(lambda i: i, (-1,)), lambda: np.fromfunction(f, (2, 2), dtype="nope"),
            lambda: np.indices(3), lambda: np.indices(), lambda: np.indices((2,), int, False, 1),
            lambda: np.fromfunction(f, (2, 2), dtype=int, dtype2=1), lambda: a.flat.foo, lambda: a.flat[10],
            lambda: a.flat[-7]]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
