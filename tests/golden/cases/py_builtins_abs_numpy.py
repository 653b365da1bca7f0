import numpy as np
print(abs(np.float32(-1.5)), type(abs(np.float32(-1.5))), abs(np.int32(-3)), type(abs(np.int64(-3))), abs(np.bool_(True)), abs(np.float64(-0.0)))
