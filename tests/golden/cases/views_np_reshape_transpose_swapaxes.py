import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.reshape(a, (4, 3)).base is a.base, np.reshape(a, -1).shape, np.reshape(a, (2, -1)).strides)
print(np.reshape([1, 2, 3, 4], (2, 2)))
print(np.reshape(a.T, 12).base is None)
print(np.transpose(a).strides, a.transpose(1, 0).strides, a.transpose((1, 0)).strides, a.transpose(None).shape)
print(a.transpose([1, 0]).base is a.base, np.transpose(a, (1, 0)).shape)
x = np.zeros((2, 3, 4))
print(np.transpose(x, (2, 0, 1)).strides, np.transpose(x, (-1, 0, 1)).shape)
print(np.swapaxes(x, 0, 2).strides, np.swapaxes(x, -1, 1).shape, np.swapaxes(x, 1, 1).strides)
print(np.transpose([[1, 2], [3, 4]]))
s = np.swapaxes(x, 0, 1)
s[0, 1, 2] = 5
print(x[1, 0, 2], s.flags['C_CONTIGUOUS'], s.base is x)
for bad in [lambda: np.transpose(a, (0, 0)), lambda: np.transpose(a, (0,)), lambda: np.transpose(a, (0, 2)),
            lambda: a.transpose(axes=(1, 0)), lambda: np.swapaxes(a, 0, 5), lambda: np.swapaxes(a, 3, 0),
            lambda: np.swapaxes(a, 0), lambda: np.reshape(a), lambda: np.reshape(a, (5, 2))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
