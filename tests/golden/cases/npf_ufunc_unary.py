# NumPy's one-input ufuncs: loop types (int8 -> float16 ...), predicates, scalars in, scalars out
import numpy as np

print(np.sqrt(np.array([1.0, 4.0, 2.0])))
print(np.sqrt(np.arange(3)))
print(np.sqrt(np.arange(3, dtype=np.int8)))
print(np.sqrt(np.arange(3, dtype=np.int16)))
print(np.sqrt(np.array([True, False])))
print(np.sqrt(4), type(np.sqrt(4)))
print(np.sqrt(np.float32(2)), type(np.sqrt(np.float32(2))))
print(np.sqrt([1, 4, 9]))
x = np.array([[1., 2.], [np.nan, 3.], [np.nan, np.nan]])
print(np.isnan(x))
print(np.isnan(np.arange(3)), np.isinf(np.arange(3)), np.isfinite(np.arange(3)))
y = np.array([np.inf, -np.inf, np.nan, 1.0, -0.0], dtype=np.float32)
print(np.isinf(y), np.isfinite(y), np.isnan(y))
print(np.abs(np.array([-1, 2], np.int8)), np.abs(np.array([-128], np.int8)))
print(np.absolute(-3), np.abs(np.float32(-3)), np.abs(np.array([True, False])))
print(np.negative(np.array(3)), np.negative(np.arange(3.0)))
print(np.positive(np.array([-0.0, 1.5])))
print(np.square(np.array([True])), np.square(np.arange(4)), np.square(np.array([1.5], np.float32)))
print(np.floor(np.array([-1.5, 0.5, 2.5])), np.ceil(np.array([-1.5, 0.5, 2.5])))
print(np.trunc(np.array([-1.5, 0.5, 2.7])), np.rint(np.array([-1.5, 0.5, 2.5, 3.5])))
print(np.floor(np.arange(3)), np.floor(np.arange(3, dtype=np.int8)))
o = np.zeros(3)
print(np.sqrt(np.arange(3), out=o) is o, o)
b = np.zeros(3, dtype=bool)
print(np.isnan(np.array([1.0, np.nan, 2.0]), out=b), b)
print(np.sqrt(np.arange(3), dtype=np.float32))

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.negative(np.array([True])))
tr(lambda: np.sqrt(np.ones(3), out=np.ones(3, np.int64)))
tr(lambda: np.sqrt(np.ones(3), out=np.ones(4)))
tr(lambda: np.sqrt(1, 2, 3))
tr(lambda: np.sqrt(np.ones(3), dtype=np.float32))
