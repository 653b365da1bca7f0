import torch
import numpy as np
def f():
    pass
g = lambda x: x
print(type(f), type(g).__name__, f.__name__, g.__name__, callable(f))
print(str(f).startswith('<function f at 0x'), repr(g).startswith('<function <lambda> at 0x'))
print([1, 'two', 3.0, None, True], (1,), (), {'k': (1, 2)}, {1, 2}, set(), {})
print([torch.tensor([1, 2]), torch.zeros(2)])
print({'w': torch.ones(2, requires_grad=True)})
print((np.arange(3), np.float32(1.5)))
print(ValueError('bad'), repr(ValueError('bad')), repr(KeyError('k')), str(KeyError('k')))
print(repr(ZeroDivisionError()), TypeError('a', 1), repr(TypeError('a', 1)))
nested = [1, [2, [3, [4]]]]
nested[1][1].append(nested)
print(nested)
d = {'self': None}
d['self'] = d
print(d)
print(range(3), slice(None, 2), slice(1, None, -1), Ellipsis, ...)
print(type(...).__name__, type(range(1)), type(slice(1)))
print(type(ValueError('x')), type(ValueError), ValueError)
print(isinstance(f, type(g)), type(f) is type(g))
