# Written for TensorLens in the style of a learner checking NumPy -> torch -> NumPy round trips for each dtype
import numpy as np
import torch

for dt in [np.float16, np.float32, np.float64, np.int8, np.int16, np.int32,
           np.int64, np.uint8, np.bool_]:
    a = np.ones(3, dtype=dt)
    t = torch.from_numpy(a)
    back = t.numpy()
    print(f"{np.dtype(dt).name:8s} -> {str(t.dtype):14s} -> {back.dtype}  same memory: {np.shares_memory(a, back)}")

for dt in [np.uint16, np.uint32]:
    try:
        torch.from_numpy(np.ones(2, dtype=dt))
    except TypeError as e:
        print("TypeError:", e)
