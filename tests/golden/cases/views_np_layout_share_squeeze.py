import numpy as np
a = np.arange(6.0).reshape(2, 3)
print(np.ascontiguousarray(a) is a, np.ascontiguousarray(a.T).strides, np.ascontiguousarray(a.T).base)
print(np.asfortranarray(a).strides, np.asfortranarray(a).base is None, np.asfortranarray(a, dtype=np.float32).strides)
f = np.asfortranarray(a)
print(np.asfortranarray(f) is f, np.ascontiguousarray(f).flags['C_CONTIGUOUS'])
print(np.ascontiguousarray(a, dtype=np.float64) is a, np.ascontiguousarray(a, dtype=np.int64).dtype)
x = np.array(5.0)
y = np.ascontiguousarray(x)
print(y.shape, y.strides, y.base is x)
print(np.ascontiguousarray([[1, 2], [3, 4]]).dtype, np.asfortranarray([[1, 2], [3, 4]]).strides)
print(np.may_share_memory(a, a.T), np.may_share_memory(a[:1], a[1:]), np.shares_memory(a[:1], a[1:]))
print(np.may_share_memory(a[:, ::2], a[:, 1]), np.shares_memory(a[:, ::2], a[:, 1]), np.may_share_memory(a, a.copy()))
y = np.zeros((1, 3, 1))
print(np.squeeze(y).shape, np.squeeze(y, axis=0).shape, np.squeeze(y, (0, 2)).shape, np.squeeze(y).base is y)
print(a.squeeze() is a, np.squeeze(a) is a, y.squeeze(-1).strides, y.squeeze(axis=0).shape)
print(np.expand_dims(a, 0).shape, np.expand_dims(a, (0, 3)).shape, np.expand_dims(a, -1).strides)
print(np.expand_dims(a, 1).base is a.base, np.expand_dims(a.T, 1).strides, np.expand_dims(a, 0).strides)
print(np.squeeze([[1], [2]]), np.expand_dims([1, 2], 0))
for bad in [lambda: np.squeeze(a, 0), lambda: np.squeeze(a, axis=5), lambda: a.squeeze((0, 0)),
            lambda: a.squeeze(axis=(-3,)), lambda: np.expand_dims(a, 3), lambda: np.expand_dims(a, (0, 0)),
            lambda: np.may_share_memory(a), lambda: np.ascontiguousarray(), lambda: a.view(1, 2, 3)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
