# ndarray comparisons with lists and tuples: elementwise, as arrays (either side)
import numpy as np
print(np.arange(3) == [0, 1, 5], [0, 1] < np.arange(2), np.arange(2) != (0, 1))
print((1, 2) >= np.array([[1], [3]]), np.arange(3) <= [[2], [0]])
print([1, 2] == [1, 2], (1, 2) < (1, 3))
try:
    print(np.arange(3) < [1, 2])
except Exception as e:
    print(type(e).__name__, e)
