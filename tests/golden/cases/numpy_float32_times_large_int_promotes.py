import numpy as np
a = np.ones(3, dtype=np.float32)
print((a * 100000).dtype, (a * 40000).dtype, (a * -40000).dtype, (a + 1099511627776).dtype)
