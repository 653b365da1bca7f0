# torch.get_default_dtype(): float32, a METH_NOARGS builtin.
import torch
print(torch.get_default_dtype())
try:
    torch.get_default_dtype(1)
except TypeError as e:
    print(e)
try:
    torch.get_default_dtype(x=1)
except TypeError as e:
    print(e)
