# Python scalars meeting NumPy arrays and scalars: NumPy 1.24's value-based casting against
# NumPy 2's weak scalars (NEP 50: an int must fit the array's type), and the RuntimeWarnings
# of scalar math that overflows and of a Python float too large for float16/float32.
import warnings

import numpy as np

i8 = np.array([1, 2], np.int8); u8 = np.array([1, 2], np.uint8); f32 = np.array([1.5], np.float32); f16 = np.array([1.5], np.float16); b = np.array([True])


def t(label, f):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = f()
            print(label, r.dtype, r)
        except Exception as e:
            print(label, type(e).__name__, e)
    print("  warned:", [(w.category.__name__, str(w.message)) for w in caught])


t("i8+1", lambda: i8 + 1)
t("i8+300", lambda: i8 + 300)
t("u8-1", lambda: u8 - 1)
t("u8+-1", lambda: u8 + -1)
t("u8==-1", lambda: u8 == -1)
t("i8*2.5", lambda: i8 * 2.5)
t("f32*2.5", lambda: f32 * 2.5)
t("f32*1e300", lambda: f32 * 1e300)
t("f16+70000", lambda: f16 + 70000)
t("b+1", lambda: b + 1)
t("b+1.5", lambda: b + 1.5)
t("i8+np.int64(1)", lambda: i8 + np.int64(1))
t("f32*np.float64(2)", lambda: f32 * np.float64(2))
t("np.float32(3)*2", lambda: np.float32(3) * 2)
t("np.float32(3)*3e100", lambda: np.float32(3) * 3e100)
t("np.int8(3)+300", lambda: np.int8(3) + 300)
t("np.int8(100)+100", lambda: np.int8(100) + 100)
t("i8+0-d int64", lambda: i8 + np.array(5))
t("np.add(i8, 1000)", lambda: np.add(i8, 1000))
t("i8 ** 2", lambda: i8 ** 2)
t("u8 // -2", lambda: u8 // -2)
t("i8 + True", lambda: i8 + True)
t("1 + 2.5 arrays", lambda: np.array(1) + 2.5)
t("np.maximum(u8, -1)", lambda: np.maximum(u8, -1))
t("float32 overflow", lambda: np.float32(3e38) * np.float32(10))
t("int16 * 2", lambda: np.int16(30000) * 2)
t("int64 wraps", lambda: np.int64(2**62) * 4)
t("int8 - 100", lambda: np.int8(-100) - 100)
t("float64 overflow", lambda: np.float64(1e308) * 10)
t("inf - inf", lambda: np.float32(np.inf) - np.float32(np.inf))
