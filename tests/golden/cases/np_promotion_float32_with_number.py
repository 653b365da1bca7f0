import numpy as np
a = np.array([0.5, 1.5], dtype=np.float32)
print(a + 1.5, (a + 1.5).dtype)
print(a + 1, (a + 1).dtype)
print(a * 2, (a / 2).dtype)
print(1 - a, (1 - a).dtype)
print((a + 0.1).tolist())
