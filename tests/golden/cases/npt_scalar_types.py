import numpy as np
x = np.float32(1.0)
print(x)
y = np.int_([1,2,4])
print(y, type(y).__name__, y.dtype)
print(np.int8([1, 2, 3]), np.float32([1, 2.5]), np.float16((1, 2)), np.bool_([0, 1, 2]), np.uint8([1, 2]))
print(np.int8(np.arange(3)), np.float64(np.arange(3)).dtype, np.int16([[1, 2], [3, 4]]))
print(repr(np.float32(3)), repr(np.int64(3.7)), repr(np.float64('1.5')), repr(np.int64('12')), repr(np.float32('nan')))
print(repr(np.int8(np.array(5))), type(np.int8(np.array(5))).__name__, type(np.float64(np.array([1.0]))).__name__)
print(np.int64([]), np.float32([]).dtype)
for f in [lambda: np.int64('abc'), lambda: np.int64('1.5'), lambda: np.float32('x'), lambda: np.int64([1, [2]]), lambda: np.int64(None), lambda: np.float64(None), lambda: np.bool_(None), lambda: np.float64(1, 2), lambda: np.float64(x=1), lambda: np.bool_(1, 2), lambda: np.int8(' 2.5'), lambda: np.float16(' 2.5'), lambda: np.int64(np.float32(2.5)), lambda: np.int64(1, 2), lambda: np.int64(x=1)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
import torch
for x in [np.array([1.0]), np.array([1.0,2]), [1.0], [[2]], np.array([[3]]), (1,2), np.array(4), torch.tensor([5.]), torch.tensor([5.,6]), np.array([1],dtype=np.int8)]:
    r = np.float64(x); print(type(r).__name__, repr(r))
print(np.int64(torch.tensor([5,6])), np.float32(torch.tensor(2.5)))
a = np.arange(3)
print(np.int64(a) is a, np.int32(a) is a, np.float64(np.float64(a)) is a)
