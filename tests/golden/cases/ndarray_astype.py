import numpy as np
a = np.array([1.7, -1.7, 0.])
print(a.astype(np.int64))
print(a.astype(np.int32), a.astype(np.int32).dtype)
print(a.astype(np.bool_))
print(a.astype(np.float32))
b = a.astype(np.float64)
b[0] = 9
print(a, b is a)
i = np.array([1, 0, 3])
print(i.astype(np.float64), i.astype(np.bool_))
print(np.array([True, False]).astype(np.int32))
print(a.astype(np.float32).tolist())
