# sum() of floats: CPython 3.12+ keeps a compensated total (3.11 adds plainly); math's
# acosh, asinh, atanh, erf and erfc as each reference's C library rounds them.
import math, random
print(sum([0.1] * 10), sum([1e100, 1.0, -1e100]), sum([0.1, 1, 0.2, True]), sum([1, 2, 0.5]), sum([-0.0]), sum([-0.0, -0.0]), sum([], -0.0), sum([-0.0], -0.0))
print(sum([1e308, 1e308]), sum([float('inf'), 1.0, -1e300]), sum([float('nan'), 1.0]), sum([0.1]*3, 0.5))
random.seed(3)
xs = [random.uniform(-1, 1) * 10 ** random.randint(-5, 5) for _ in range(2000)]
print(sum(xs), sum(xs[:7]), sum(x for x in xs if x > 0), sum(xs, 1))
import numpy as np
print(sum([0.1, np.float64(0.2), 0.3]), sum([np.float64(0.1)] * 10), sum([0.1, 0.2, 0.3], np.float64(0)))
print(math.acosh(2), math.atanh(0.5), math.erf(0.3), math.erfc(3.3), math.asinh(1e-9))
for bad in [lambda: math.acosh(0.5), lambda: math.atanh(1), lambda: math.atanh(-1.5)]:
    try: print(bad())
    except ValueError as e: print(e)
print(math.erfc(-30), math.erf(float('inf')), math.acosh(float('inf')), math.atanh(float('nan')))
