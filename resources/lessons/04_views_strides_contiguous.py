# Lesson: views: slices, t(), strides, contiguous(), and advanced indexing
import torch
a = torch.arange(6.0).reshape(2, 3)
print(a.stride())
# > A slice is a view: same storage, its own offset and strides.
# ? copies: How many bytes does slicing copy? | 0 | 12 = 0
row = a[1]
print(row.storage_offset(), row.stride())
# > t() swaps the strides: still the same bytes.
at = a.t()
print(at.stride(), at.is_contiguous())
# ? changes a: Will a change? = yes
at[0][1] = 30
print(a)
# > contiguous() of a non-contiguous view copies into a new, row-major storage.
# ? copies: How many bytes does contiguous() copy? | 0 | 24 = 24
c = at.contiguous()
print(c.stride())
# > Indexing with a list of indices (advanced indexing) always copies.
picked = a[[0, 1]]
# ? changes a: Will a change? = no
picked[0][0] = -1
print(a)
