import numpy as np
b = np.array([True, False])
print(b + 1, (b + 1).dtype)
print(b + 1.5, (b + 1.5).dtype)
print(b + b, (b + b).dtype)
print(b * b, (b * b).dtype)
print(b * 3, b + True, (b + True).dtype)
print(b + np.array([1, 2], dtype=np.int32), (b + np.array([1, 2], dtype=np.int32)).dtype)
