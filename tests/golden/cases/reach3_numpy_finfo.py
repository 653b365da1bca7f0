# np.finfo: the machine limits of NumPy's float dtypes, printed and as attributes.
import numpy as np

for t in [np.float16, np.float32, np.float64]:
    f = np.finfo(t)
    print(f)
    print(repr(f))
    print(f.bits, f.eps, f.epsneg, f.max, f.min, f.tiny, f.smallest_normal, f.smallest_subnormal, f.resolution)
    print(f.precision, f.iexp, f.machep, f.maxexp, f.minexp, f.negep, f.nexp, f.nmant, f.dtype, type(f.eps).__name__)
print(np.finfo(float).eps == np.finfo(np.float64).eps, np.finfo(np.float32) is np.finfo("f4"), np.finfo(1.5).dtype)
print(np.finfo(np.float32(2)).bits, np.finfo(np.dtype("float16")).max, type(np.finfo(float).precision), type(np.finfo(float)))
x = np.float32(1)
print(x + np.finfo(np.float32).eps > x, x + np.finfo(np.float32).epsneg < x, isinstance(np.finfo(float), np.finfo))
for bad in [lambda: np.finfo(), lambda: np.finfo(np.int32), lambda: np.finfo(5), lambda: np.finfo(True),
            lambda: np.finfo("foo"), lambda: np.finfo(np.float32).foo, lambda: np.finfo(1, 2), lambda: np.finfo(np.uint8)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
