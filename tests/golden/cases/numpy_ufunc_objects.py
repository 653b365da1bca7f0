# NumPy's elementwise functions are numpy.ufunc objects: their attributes, and reduce,
# accumulate and outer.
import numpy as np
print(type(np.add), np.add, repr(np.multiply), np.add.__name__, np.add.nin, np.add.nout, np.add.nargs)
print(np.sqrt, np.sqrt.nin, np.sqrt.nout, np.sqrt.nargs, np.abs, np.abs.__name__, np.mod, np.true_divide, np.bitwise_not)
print(np.add.identity, np.multiply.identity, np.maximum.identity, np.sqrt.identity)
print(type(np.sqrt), isinstance(np.add, np.ufunc), np.ufunc, callable(np.add))
a = np.array([[1, 2, 3], [4, 5, 6]])
print(np.add.reduce(a), np.add.reduce(a, axis=1), np.add.reduce(a, axis=None), np.add.reduce(a, 1))
print(np.add.reduce(np.ones((2, 3)), keepdims=True), np.add.reduce([]), np.add.reduce([True, False, True]))
print(np.add.reduce(a, dtype=np.float32), np.add.reduce(np.array([1, 2], dtype=np.int32)).dtype)
print(np.add.accumulate(a))
print(np.add.accumulate(a, axis=1))
print(np.multiply.accumulate([1.5, 2, 3]), np.add.accumulate([True, False, True]))
print(np.maximum.reduce([3, 1, 4]), np.minimum.reduce([[3, 1], [0, 4]]), np.maximum.reduce([[3, 1], [0, 4]], axis=1))
print(np.multiply.outer([1, 2, 3], [4, 5]))
print(np.add.outer(np.arange(3), np.arange(2.0)))
print(np.add.outer(2, 3), np.subtract.outer([1, 2], [[10], [20]]).shape)
try:
    np.sqrt.reduce([1.0])
except ValueError as e:
    print(e)
try:
    np.sqrt.outer([1.0], [2.0])
except ValueError as e:
    print(e)
try:
    np.negative.accumulate([1.0])
except ValueError as e:
    print(e)
np.maximum.reduce([])
