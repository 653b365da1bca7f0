# np.reshape's parameters: NumPy 2 calls the shape `shape` (positional-only `a`) and takes
# copy=; NumPy 1.24 calls it `newshape` and has no copy=.
import numpy as np

a = np.arange(6).reshape(2, 3)
t = a.T


def attempt(label, f):
    try:
        r = f()
        print(label, r.ravel().tolist(), r.shape, np.shares_memory(r, a), r.flags.owndata)
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("positional", lambda: np.reshape(a, (3, 2)))
attempt("order F", lambda: np.reshape(a, -1, order="F"))
attempt("shape=", lambda: np.reshape(a, shape=(3, 2)))
attempt("newshape=", lambda: np.reshape(a, newshape=(3, 2)))
attempt("a=", lambda: np.reshape(a=a, shape=(6,)))
attempt("copy True", lambda: np.reshape(a, (3, 2), copy=True))
attempt("copy False view", lambda: np.reshape(a, (3, 2), copy=False))
attempt("copy False T", lambda: np.reshape(t, (6,), copy=False))
attempt("copy None T", lambda: np.reshape(t, (6,), copy=None))
attempt("copy True F", lambda: np.reshape(t, (6,), order="F", copy=True))
attempt("copy False F", lambda: np.reshape(t, (6,), order="F", copy=False))
attempt("too many", lambda: np.reshape(a, (6,), "C", True))
attempt("missing", lambda: np.reshape(a))
