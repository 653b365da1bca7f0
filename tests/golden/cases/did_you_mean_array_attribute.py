import numpy as np
a = np.ones(2)
print(a.shap)
