# Written for TensorLens in the style of a Q&A answer: "expected scalar type Float but found Double" after torch.from_numpy
import numpy as np
import torch

features = np.array([[0.5, 1.5], [2.0, -1.0]])   # float64 by default
weights = torch.ones(2, 1)                        # float32
x = torch.from_numpy(features)
print(x.dtype, weights.dtype)
try:
    print(x @ weights)
except RuntimeError as e:
    print("RuntimeError:", e)
print(x.float() @ weights)
print(torch.from_numpy(features.astype(np.float32)).dtype)
