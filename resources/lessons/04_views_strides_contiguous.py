# Lesson: Views: slices, t(), strides, contiguous(), and advanced indexing
import torch
a = torch.arange(6.0).reshape(2, 3)
print(a.stride())
# > A slice picks row 1 of a.
# ? copies: How many bytes does slicing copy? | 0 | 12 = 0
# > None: a slice is a view, the same storage with its own offset and strides.
row = a[1]
print(row.storage_offset(), row.stride())
# > t() swaps the two dimensions.
at = a.t()
print(at.stride(), at.is_contiguous())
# ? changes a: Will a change? = yes
# > Yes: t() is a view too; only the strides were swapped.
at[0][1] = 30
print(a)
# > contiguous() of at, which is not contiguous.
# ? copies: How many bytes does contiguous() copy? | 0 | 24 = 24
# > All 24: contiguous() copies into a new, row-major storage.
c = at.contiguous()
print(c.stride())
# > Indexing with a list of indices is advanced indexing.
picked = a[[0, 1]]
# ? changes a: Will a change? = no
# > No: advanced indexing always copies.
picked[0][0] = -1
print(a)
