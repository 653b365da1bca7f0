import numpy as np
g = np.random.default_rng(3)
print(repr(g.random()), g.random(3), g.random((2,2)), repr(g.uniform()), repr(g.uniform(2, 5)), g.uniform(-1, 1, size=3), type(g.uniform(1,2)).__name__)
print(g.integers(0, 5, 3), repr(g.random()), g.integers(0, 5, 3), g.random(1))
for f in [lambda: g.uniform(0, float('inf')), lambda: g.uniform(5, 2), lambda: g.uniform(5, 2, 2), lambda: g.random(-1)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(g.uniform(high=3.0), g.random(size=0), g.uniform(1, 1), g.uniform(low=0.5, size=(1, 2)))
for seed in [0, 99, 2**33]:
    r = np.random.default_rng(seed)
    print(r.random(4), r.uniform(-3.5, 7.25, 3))
