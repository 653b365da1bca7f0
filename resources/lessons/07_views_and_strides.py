# Lesson: Views and strides: where does `b[1][0]` live?
import torch
# > a is twelve numbers in one storage, four to a row: its strides say how far to step.
a = torch.arange(12.0).reshape(3, 4)
print(a.stride())
# > b takes every other column of a.
# ? copies: How many bytes does the slice a[:, ::2] copy? | 0 | 24 | 48 = 0
# > None: b is a view of a's storage; its column stride of 2 steps over the columns it skips.
b = a[:, ::2]
print(b.shape, b.stride(), b.storage_offset())
# > b[1][0] is row 1, column 0 of b: element 1 * 4 + 0 * 2 of the storage. Whose element is that?
# ? changes a: Will a change when b[1][0] is written? = yes
# > Yes: element 4 of the storage is a[1][0]. Hover the cell on the canvas to see every name it has.
b[1][0] = 100
print(a)
# > Can b be seen as six numbers in a row, without copying?
# ? error: Which error, if any? | none | RuntimeError | TypeError = none
# > No error: b's rows are 4 elements apart and its columns 2, so all of b is evenly spaced, every second element.
flat = b.view(6)
print(flat.stride())
# ? changes a: Will a change when flat[5] is written? = yes
# > Yes: flat[5] is element 5 * 2 = 10 of the storage, a[2][2].
flat[5] = -5
print(a)
# > bt is b transposed: the same bytes with its strides swapped.
bt = b.t()
print(bt.stride(), bt.is_contiguous())
# > And can bt be seen as six numbers in a row?
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
# > A RuntimeError: in bt's order the elements are not evenly spaced, so no single stride can walk them.
try:
    flat_t = bt.view(6)
except RuntimeError as e:
    print("RuntimeError:", e)
# > reshape() does what view() cannot, when it must.
# ? copies: How many bytes does bt.reshape(6) copy? | 0 | 24 | 48 = 24
# > 24: six float32 elements, copied into a new storage in row-major order.
r = bt.reshape(6)
print(r)
# ? changes a: Will a change when r[0] is written? = no
# > No: r has a storage of its own.
r[0] = 1000
print(a)
