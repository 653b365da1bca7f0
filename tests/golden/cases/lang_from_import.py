from __future__ import annotations, print_function
import torch
import numpy as np
from torch import nn
from numpy import array, zeros as z
from math import pi, sqrt
from copy import deepcopy
import math as m
print(print_function, annotations)
x: undefined_name = 3
print(x, pi, sqrt(2.0), m.e)
a = array([1, 2]); print(a, z(2))
t = torch.ones(2); u = deepcopy(t); print(u, u is t)
try:
    from math import foo
except ImportError as e:
    print(type(e).__name__, e)
try:
    from torch import foo
except ImportError as e:
    print(type(e).__name__, e)
try:
    import torch.foo
except ImportError as e:
    print(type(e).__name__, e)
from copy import bar
