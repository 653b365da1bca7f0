# np.linspace: start + i * step in float64, the endpoint exact; endpoint=, retstep=, dtype=
import numpy as np

print(np.linspace(0, 1, 5))
print(np.linspace(1, 125, 125)[-3:])
print(np.linspace(0, 1, 7).tolist())
print(np.linspace(2.0, 3.0, num=5, endpoint=False))
print(np.linspace(2.0, 3.0, num=5, retstep=True))
print(np.linspace(0, 1, 5, dtype=np.float32))
print(np.linspace(-1, 2, 7, dtype=int))
print(np.linspace(0, 10, 1), np.linspace(0, 10, 0), np.linspace(3, 3, 4))
print(np.linspace(0, 1, 1, retstep=True))
print(np.linspace(0.1, 0.7, 6).tolist())
print(len(np.linspace(0, 1)))

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.linspace(0, 1, -1))
tr(lambda: np.linspace(0, 1, 2.5))
tr(lambda: np.linspace(0))
