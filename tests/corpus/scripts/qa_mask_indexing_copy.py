# Written for TensorLens in the style of a Q&A answer: "Does boolean-mask indexing return a view?"
import torch

x = torch.arange(6)
mask = x % 2 == 0
sel = x[mask]          # a copy
sl = x[::2]            # a view
sel[0] = 100
sl[1] = 200
print(x)
print(sel, sl)

x[mask] = -1           # writing through a mask changes x in place
print(x)
