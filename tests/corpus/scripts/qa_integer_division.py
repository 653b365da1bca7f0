# Written for TensorLens in the style of a Q&A answer: "Why does dividing two integer tensors give floats?"
import numpy as np
import torch

t = torch.tensor([1, 2, 3])
print(t / 2)
print(t // 2)
print(torch.div(t, 2, rounding_mode='floor'))
print((t / 2).dtype, (t // 2).dtype)

a = np.array([1, 2, 3])
print(a / 2)
print(a // 2)
print((a / 2).dtype, (a // 2).dtype)
print(torch.tensor([-7]) // 2, np.array([-7]) // 2)
