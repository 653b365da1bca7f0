# np.flip / fliplr / flipud (views with negative strides), np.ravel, np.reshape order='F',
# np.array_equal / np.array_equiv
import numpy as np

img = np.arange(6).reshape(2, 3)
f = np.flip(img, axis=0)
print(f, f.strides, f.base is img, np.shares_memory(f, img))
print(np.flip(img), np.flip(img).strides)
print(np.flip(img, axis=(0, 1)).strides, np.flip(img, 1))
print(np.fliplr(img), np.flipud(img), np.flipud(np.arange(3)))
f[0, 0] = 100
print(img)
print(np.flip([1, 2, 3]))
a = np.arange(6).reshape((3, 2))
print(np.ravel(a), np.ravel(a, order='F'), np.ravel(a.T), np.ravel([[1, 2], [3, 4]]))
print(np.reshape(a, (2, 3), order='F'), np.reshape(np.ravel(a, order='F'), (2, 3), order='F'))
print(np.reshape(np.array([[1, 2, 3], [4, 5, 6]]), 6, order='F'))
print(np.array_equal([1, 2], [1, 2]), np.array_equal([1, 2], [1, 2, 3]), np.array_equal(np.ones(3), np.ones(3, np.int32)))
print(np.array_equal(np.array([1, 2]), np.array([1, 3])), np.array_equal(np.array([np.nan]), np.array([np.nan])))
print(np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [1, 2, 3]), np.array_equiv([1, 2], [[1, 2], [1, 3]]))

def tr(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: np.flip(img, axis=2))
tr(lambda: np.flip(img, axis=(0, 0)))
tr(lambda: np.fliplr(np.arange(3)))
tr(lambda: np.flipud(np.array(3)))
tr(lambda: np.reshape(a, (4, 2), order='F'))
