# Written for TensorLens in the style of a Q&A answer: "Why does uint8 wrap around?"
import numpy as np
import torch

a = np.array([250, 5], dtype=np.uint8)
print(a + 10)
t = torch.tensor([250, 5], dtype=torch.uint8)
print(t + 10)
print(t.to(torch.int32) + 10)
print((a.astype(np.int16) + 10))
print(torch.tensor([200], dtype=torch.uint8) * 2)
