import numpy as np
a = np.ones(2, dtype=np.float32)
print(a.dtype)
print(a.dtype == np.float32, a.dtype == np.float64)
print(np.ones(2).dtype == np.float64, np.arange(2).dtype == np.int64)
print(np.ones(2, dtype=np.int32).dtype == np.int32, np.ones(2, dtype=np.bool_).dtype == np.bool_)
print(np.ones(2, dtype=np.bool_).dtype, np.ones(2, dtype=np.int32).dtype)
print(str(a.dtype))
