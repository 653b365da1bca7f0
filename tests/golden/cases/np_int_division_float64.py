import numpy as np
a = np.array([1, 2, 3])
b = np.array([2, 4, 6], dtype=np.int32)
print(a / 2, (a / 2).dtype)
print(a / a, (a / a).dtype)
print(b / b, (b / b).dtype)
print(b / 4)
print(6 / b)
print(np.array([1., 2.], dtype=np.float32) / 2)
