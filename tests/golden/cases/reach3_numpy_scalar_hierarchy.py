# NumPy's abstract scalar types, np.issubdtype and np.iinfo.
import numpy as np

print(np.integer, np.floating, np.number, np.signedinteger, np.unsignedinteger, np.inexact, np.generic)
print(np.integer.__name__, type(np.floating))
print(np.issubdtype(np.int32, np.integer), np.issubdtype(np.float32, np.integer), np.issubdtype("f4", np.floating))
print(np.issubdtype(np.int32, np.int32), np.issubdtype(np.int32, np.int64), np.issubdtype(np.uint8, np.signedinteger))
print(np.issubdtype(np.uint8, np.unsignedinteger), np.issubdtype(np.int8, np.number), np.issubdtype(np.float16, np.inexact))
print(np.issubdtype(np.dtype("i4"), "i4"), np.issubdtype(np.int32, int), np.issubdtype(np.int64, int))
print(np.issubdtype(np.float64, float), np.issubdtype(float, np.floating), np.issubdtype(int, np.integer))
print(np.issubdtype(np.bool_, np.integer), np.issubdtype(np.bool_, np.generic), np.issubdtype(np.bool_, bool))
print(np.issubdtype(np.integer, np.number), np.issubdtype(np.number, np.integer))
a = np.arange(3, dtype=np.int16)
print(np.issubdtype(a.dtype, np.integer), np.issubdtype(a.dtype, np.signedinteger), np.issubdtype(type(a[0]), np.integer))
print(isinstance(np.float32(1), np.floating), isinstance(np.int8(1), np.integer), isinstance(a[0], np.floating))
print(isinstance(np.float64(1), float), isinstance(np.float32(1), float), isinstance(1, np.integer))
print(issubclass(np.int32, np.integer), issubclass(np.float64, np.number), issubclass(np.bool_, np.number))
print(issubclass(np.integer, np.generic), issubclass(np.float64, float), issubclass(np.uint8, np.signedinteger))

print(np.iinfo(int))
print(np.iinfo(np.int32))
print(np.iinfo(np.uint8))
print(repr(np.iinfo(np.int8)), repr(np.iinfo("i2")), repr(np.iinfo(np.dtype(np.int64))))
info = np.iinfo(np.int16)
print(info.min, info.max, info.bits, info.dtype, info.kind, type(info.max), type(info))
print(np.iinfo(5).max, np.iinfo(np.int16(3)).min, np.iinfo(np.int32).bits)
print(str(np.iinfo(np.int8)).count("\n"))

for bad in [lambda: np.iinfo(np.float32), lambda: np.iinfo(True), lambda: np.iinfo("f8"), lambda: np.iinfo(1.5),
            lambda: np.iinfo(None), lambda: np.iinfo("foo"), lambda: np.iinfo(), lambda: np.iinfo(1, 2),
            lambda: np.iinfo(x=1), lambda: np.iinfo(np.int8).foo, lambda: np.integer(3), lambda: np.floating(),
            lambda: np.issubdtype(np.int32), lambda: np.issubdtype(np.int32, "foo"), lambda: np.issubdtype(1, np.integer),
            lambda: np.issubdtype(np.int32, np.integer, 1), lambda: np.issubdtype(arg1=np.int8, arg2=np.int8, x=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
