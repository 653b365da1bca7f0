# Written for TensorLens in the style of a Q&A answer: "Does astype() copy even when the dtype does not change?"
import numpy as np

a = np.arange(4, dtype=np.float32)
b = a.astype(np.float32)
c = a.astype(np.float32, copy=False)
d = a.astype(np.float64, copy=False)
print(b is a, c is a, d is a)
print(np.shares_memory(a, b), np.shares_memory(a, c))
c[0] = 9
print(a, d)
