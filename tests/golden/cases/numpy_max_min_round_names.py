# The names NumPy 2 gives max, min and round (their own functions; amax, amin and around stay), in
# __name__ and in argument errors.
import numpy as np
a = np.arange(6.).reshape(2, 3)
print(np.max.__name__, np.min.__name__, np.amax.__name__, np.round.__name__, np.around.__name__)
for f in [lambda: np.max(a, foo=1), lambda: np.max(), lambda: np.round(a, 1, None, 3), lambda: np.min(a, axis=5), lambda: np.max(np.array([])), lambda: np.amax(a, bar=2)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(np.round(a / 7, 2), np.max(a, axis=0))
