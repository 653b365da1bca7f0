# The names NumPy's functions and ufunc aliases give themselves (np.abs is absolute, np.max amax)
import numpy as np

for f in [np.add, np.true_divide, np.divide, np.mod, np.remainder, np.abs, np.absolute, np.bitwise_not, np.invert,
          np.sqrt, np.isnan, np.floor_divide, np.power, np.max, np.amax, np.min, np.round, np.around, np.sum, np.mean,
          np.std, np.var, np.argmax, np.cumsum, np.linspace, np.flip, np.fliplr, np.ravel, np.array_equal,
          np.isclose, np.allclose]:
    print(f.__name__)
