import numpy as np
g = np.random.default_rng(7)
print(g, type(g).__name__)
print(g.integers(0, 10, size=5), repr(g.integers(5)), repr(g.integers(3, 2**40)), g.integers(-5, 5, size=(2,3)), g.integers(10, size=3, endpoint=True))
print(np.random.default_rng(0).integers(0, 9223372036854775807, size=2), np.random.default_rng(2**40).integers(0, 1000, 4), np.random.default_rng(123).integers(0, 1, 3))
for seed in [0, 1, 42, 12345, 2**32 + 5, 2**62]:
    r = np.random.default_rng(seed)
    print(seed, r.integers(0, 100, 6), r.integers(-2**40, 2**40, 3), r.integers(0, 2**32, 2), r.integers(0, 2**32 - 1, 2), r.integers(7, size=(2, 2)), r.integers(0, 3000000000, 3))
g = np.random.default_rng(5)
print(g.integers(0, 0, 0), g.integers(2, 3, 4), g.integers(low=1, high=4, size=2), g.integers(-9223372036854775807 - 1, 9223372036854775807, 2))
for f in [lambda: g.integers(5, 5), lambda: g.integers(5, 2), lambda: g.integers(0), lambda: g.integers(3, 1, endpoint=True), lambda: np.random.default_rng(-1), lambda: g.integers(0, 10, size=-1), lambda: g.integers(), lambda: np.random.default_rng(1, 2)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
