import numpy as np
a = np.array([1, 2], dtype=np.int32)
print(a + 1, (a + 1).dtype)
print(a * 2, (a * 2).dtype)
print(a - 1, (2 - a).dtype)
print(a + 1.5, (a + 1.5).dtype)
print(a * True, (a * True).dtype)
