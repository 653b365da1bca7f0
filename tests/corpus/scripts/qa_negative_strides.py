# Written for TensorLens in the style of a Q&A answer: "At least one stride in the given numpy array is negative" after np.flip / [::-1]
import numpy as np
import torch

img = np.arange(6).reshape(2, 3)
flipped = img[:, ::-1]
print(flipped.strides)
try:
    torch.from_numpy(flipped)
except ValueError as e:
    print("ValueError:", e)

t = torch.from_numpy(flipped.copy())
print(t)
print(torch.from_numpy(np.ascontiguousarray(np.flip(img, axis=0))))
print(torch.flip(torch.from_numpy(img), dims=[1]))
