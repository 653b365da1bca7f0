# torch.roll is outside the built-in engine: the script runs in your own Python and the
# window steps through what it did. roll copies; a write through the NumPy view lights a.
import torch
import numpy as np
a = torch.arange(6.).reshape(2, 3)
na = a.numpy()
b = torch.roll(a, 1)
na[0][1] = 9
print(a)
