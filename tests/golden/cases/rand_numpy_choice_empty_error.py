import numpy as np
print(np.random.choice([], 0))
x = np.random.choice([])
