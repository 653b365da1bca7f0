"""TensorLens "Your Python": traces a script in a real CPython with the learner's own
PyTorch and NumPy and prints, step by step, the same scene JSON as `tensorlens scene`.

The tracer reads everything from the real objects: storages from the memory that tensors
and arrays point at, element writes from byte snapshots taken between steps, copies from
the content of new storages. Only the standard library is needed; torch and numpy are
read when the script imports them.
"""

__version__ = "0.1.0"
