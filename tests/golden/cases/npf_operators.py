# ndarray operators //, % and ** (NumPy's floor semantics, integer powers, ** fast paths),
# lists and tuples as operands, and the same operators on tensors
import numpy as np
import torch

a = np.array([5, -5, 7, -7])
print(a // 2, a // -3, a % 3, a % -3)
print(np.array([-7.5, 7.5]) // 2, np.array([-7.5]) // -2)
print(np.array([True]) // np.array([True]))
print(np.arange(10) ** 3)
print(np.arange(3.0) ** 2, np.arange(3) ** 2.0, np.arange(4.0) ** 0.5)
print(np.arange(1, 4, dtype=np.float32) ** -1, np.arange(3, dtype=np.float32) ** 0)
print(np.arange(3, dtype=np.float32) ** np.float64(2.0))
print(np.array([2, 3]) ** np.array([3, 2]))
print(np.int64(8) ** (1 / 3.), np.int64(2) ** 10)
print(np.array([1, 2, 3]) // 2, (np.array([1, 2, 3]) // 2).dtype)
print(torch.tensor([-7]) // 2, np.array([-7]) // 2)
print(torch.tensor([5, -5]) % 3)
y = np.arange(24).reshape(2, 3, 4)
print(y.strides * np.array((1, 1, 1)))
print(np.array([1, 2, 3]) + [1, 1, 1], (1, 2, 3) - np.array([1, 1, 1]))
print(np.ones((2, 2)) * [[1, 2], [3, 4]])
x = np.arange(4)
x //= 2
print(x)
x **= 2
print(x)
f = np.arange(4.0)
f **= 2
print(f)

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.arange(4) ** -1)
tr(lambda: np.arange(4) ** np.array([1, -1, 1, 1]))
tr(lambda: np.ones(3) + (1, 2))
