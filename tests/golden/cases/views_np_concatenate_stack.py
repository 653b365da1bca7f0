import numpy as np
a = np.arange(6.0).reshape(2, 3)
c = np.concatenate([a, a])
print(c, c.strides, c.base is None, np.shares_memory(c, a))
print(np.concatenate((a, a), axis=1).strides, np.concatenate([a, a], axis=-1).shape)
print(np.concatenate([a, a], axis=None), np.concatenate([a, a], None).strides)
print(np.concatenate([a.T, a.T]).strides, np.concatenate([a.T, a.T], axis=1).strides)
print(np.concatenate([a.T, np.ones((3, 2))]).strides, np.concatenate([np.ones((3, 2)), a.T]).strides)
print(np.concatenate([a, np.arange(3).reshape(1, 3)]).dtype)
print(np.concatenate([np.ones(2, np.float32), np.arange(2, dtype=np.int32)]).dtype)
print(np.concatenate([np.ones(2, bool), np.ones(2, np.int32)]).dtype)
print(np.concatenate([[1, 2], [3.0]]))
print(np.concatenate([np.zeros((0, 3)), a]).shape, np.concatenate([np.zeros((0, 3))]).strides)
b = np.zeros((2, 3, 4)).transpose(2, 0, 1)
print(np.concatenate([b, b], axis=1).strides)
print(np.concatenate(a))
s = np.stack([a, a])
print(s.shape, s.strides, np.stack([a, a], axis=1).strides, np.stack([a, a], axis=-1).shape)
print(np.stack([a.T, a.T]).strides, np.stack([a.T, a.T], axis=2).strides)
print(np.stack([[1, 2], [3, 4]]), np.stack((np.ones(2), np.zeros(2)), 1))
for bad in [lambda: np.concatenate([a, np.ones((2, 2))]), lambda: np.concatenate([a, np.ones(3)]),
            lambda: np.concatenate([a, a], axis=2), lambda: np.concatenate([]),
            lambda: np.concatenate([np.float64(1), np.ones(2)]), lambda: np.concatenate([a, a], 1, None, np.int32),
            lambda: np.concatenate(), lambda: np.stack([a, np.ones(2)]), lambda: np.stack([]),
            lambda: np.stack([a, a], axis=3), lambda: np.concatenate([a, np.ones((3, 3))], axis=1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
