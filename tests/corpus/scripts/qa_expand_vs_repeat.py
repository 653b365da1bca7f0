# Written for TensorLens in the style of a Q&A answer: "expand() vs repeat(): which one allocates memory?"
import torch

x = torch.tensor([[1], [2], [3]])
e = x.expand(3, 4)
r = x.repeat(1, 4)
print(e.stride(), r.stride())
print(e.data_ptr() == x.data_ptr(), r.data_ptr() == x.data_ptr())
x[0, 0] = 9
print(e)
print(r)
try:
    e.add_(1)
except RuntimeError as err:
    print("RuntimeError:", err)
