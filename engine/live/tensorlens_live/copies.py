"""Copies found by content: a storage that appeared in a step holds the elements of a
tensor or array the statement named (all of them, in order or rearranged, or a part), or
holds such an object's elements among others (torch.cat). The content decides; the
statement's syntax only rules out what computes new values that may equal old ones by
chance (`a * 1`, `torch.zeros_like(a)` of a zero `a`, `a.abs()` of a positive `a`):
that is decided from the call, by the list below of functions that copy."""

import ast
import sys

from . import views

# Functions and methods whose result's elements are copied from their argument or receiver.
COPYING_CALLS = {
    "clone", "copy", "deepcopy", "to", "cuda", "cpu", "double", "float", "half", "bfloat16",
    "int", "long", "short", "byte", "char", "bool", "type", "type_as", "contiguous", "reshape",
    "flatten", "ravel", "array", "asarray", "ascontiguousarray", "asfortranarray", "tensor",
    "as_tensor", "Tensor", "FloatTensor", "DoubleTensor", "LongTensor", "IntTensor", "astype",
    "cat", "concat", "concatenate", "stack", "hstack", "vstack", "dstack", "column_stack",
    "repeat", "tile", "flip", "fliplr", "flipud", "roll", "index_select", "masked_select",
    "take", "new_tensor", "numpy", "narrow_copy", "repeat_interleave", "from_numpy",
}

_COMPUTING = (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare)


def may_copy(stmt):
    """Whether the statement's syntax allows a new storage to be a copy."""
    value = stmt.value_node
    if isinstance(value, _COMPUTING):
        return False
    return bool(stmt.called & COPYING_CALLS) or isinstance(value, ast.Subscript)


def direction(source_device, target_device):
    side = lambda device: "host" if device == "cpu" else "device"  # noqa: E731
    return "%s-to-%s" % (side(source_device), side(target_device))


def _elements(data, size):
    return sorted(data[i:i + size] for i in range(0, len(data), size))


def _rearranged(target, source, size, limit=1 << 16):
    """Whether `target`'s elements are `source`'s in another order, or taken from them
    (fancy indexing picks some, repeat() and tile() take them again)."""
    if len(source) // size > limit or len(target) // size > limit:
        return False
    theirs = _elements(source, size)
    ours = _elements(target, size)
    if len(ours) == len(theirs):
        return ours == theirs
    pool = set(theirs)
    return all(e in pool for e in ours)


def copied_bytes(target, source, size, occurrences):
    """The copies of `source` (elements already in the target's dtype) into `target`, as a
    list of byte counts, empty where the content says no copy happened. `occurrences`:
    how often the statement names the source (torch.cat([a, a]) copies it twice)."""
    if not target or not source or len(target) % size or len(source) % size:
        return []
    if target == source:
        return [len(target)]
    if len(target) < len(source):
        at = source.find(target)
        while at >= 0 and at % size:
            at = source.find(target, at + 1)
        if at >= 0:
            return [len(target)]
    elif len(source) < len(target):
        count, at = 0, target.find(source)
        while at >= 0 and count < occurrences:
            if at % size == 0:
                count += 1
                at = target.find(source, at + len(source))
            else:
                at = target.find(source, at + 1)
        if count:
            return [len(source)] * count
    return [len(target)] if _rearranged(target, source, size) else []


def content_of(obj, kind):
    """(C-order bytes, kind, dtype name) of a tensor's or array's elements, read now."""
    data = views.host_bytes(obj, kind, views.storage_dtype_name(obj, kind))
    return None if data is None else (data, kind, views.storage_dtype_name(obj, kind))


def converted(content, dtype):
    """The content's elements as bytes of `dtype`, converted as its library converts."""
    data, kind, source_dtype = content
    if source_dtype == dtype:
        return data
    try:
        if kind == views.TENSOR:
            torch = sys.modules["torch"]
            t = torch.frombuffer(bytearray(data), dtype=getattr(torch, source_dtype)) if data else None
            if t is None:
                return b""
            return views.host_bytes(t, views.TENSOR, dtype)
        np = sys.modules["numpy"]
        return np.frombuffer(data, dtype=np.dtype(source_dtype)).astype(np.dtype(dtype)).tobytes()
    except Exception:
        return None
