"""What a tensor or an ndarray is, read from the object itself: the memory it points into
(device, first byte, end), its geometry in elements and its autograd state. Works with
PyTorch 1.13 to 2.x and NumPy 1.24 to 2.x, and with either library absent: a module the
script never imported is never imported here."""

import sys

TENSOR = "tensor"
NDARRAY = "ndarray"


def kind_of(obj):
    torch = sys.modules.get("torch")
    if torch is not None and isinstance(obj, torch.Tensor):
        return TENSOR
    np = sys.modules.get("numpy")
    if np is not None and isinstance(obj, np.ndarray):
        return NDARRAY
    return None


def tensor_storage(t):
    # 2.x: untyped_storage() (storage() warns there); 1.13: storage(), a TypedStorage whose
    # data_ptr() and nbytes() are in bytes all the same.
    if hasattr(t, "untyped_storage"):
        return t.untyped_storage()
    return t.storage()


def _array_bounds(arr):
    """[first byte, end) an ndarray's elements span (numpy's byte_bounds, which moved in 2.x)."""
    interface = arr.__array_interface__
    start = end = interface["data"][0]
    if arr.size == 0:
        return start, start
    strides = interface["strides"] or arr.strides
    for n, stride in zip(arr.shape, strides):
        if stride < 0:
            start += (n - 1) * stride
        else:
            end += (n - 1) * stride
    return start, end + arr.itemsize


def memory_of(obj, kind):
    """(device, start, end, allocation) of the memory `obj` lives in, or None where it has
    none that can be read (sparse or meta tensors). `allocation` tells empty allocations
    apart, which share no bytes: the storage's own identity for a tensor's."""
    if kind == TENSOR:
        try:
            if obj.layout != sys.modules["torch"].strided or obj.device.type == "meta":
                return None
            storage = tensor_storage(obj)
            start = storage.data_ptr()
            owner = getattr(storage, "_cdata", None) or getattr(getattr(storage, "_storage", None), "_cdata", None)
            return str(obj.device), start, start + storage.nbytes(), owner or id(obj)
        except Exception:
            return None
    # An array's memory belongs to the end of its base chain: an array that owns it, or
    # a tensor (t.numpy() makes the tensor the array's base), or some other buffer.
    arr = obj
    while True:
        base = arr.base
        base_kind = kind_of(base) if base is not None else None
        if base_kind == TENSOR:
            return memory_of(base, TENSOR)
        if base_kind != NDARRAY:
            break
        arr = base
    start, end = _array_bounds(arr)
    return "cpu", start, end, ("array", id(arr))


def element_offset(obj, kind, storage_start):
    """Where the object's first element is, in its own elements from the storage's start."""
    size = itemsize(obj, kind) or 1
    if kind == TENSOR:
        return obj.storage_offset() + (tensor_storage(obj).data_ptr() - storage_start) // size
    if obj.size == 0:
        return 0  # an empty array points at no element of anything
    return (obj.__array_interface__["data"][0] - storage_start) // size


def dtype_name(obj, kind):
    """"torch.float32" / "float32", as the object cards show it."""
    return str(obj.dtype)


def storage_dtype_name(obj, kind):
    """The storage's dtype as the storage list shows it: "float32" for both kinds."""
    name = str(obj.dtype)
    return name[len("torch."):] if name.startswith("torch.") else name


def itemsize(obj, kind):
    return obj.element_size() if kind == TENSOR else obj.itemsize


def geometry(obj, kind):
    """(shape, strides in elements) as lists."""
    if kind == TENSOR:
        return list(obj.shape), list(obj.stride())
    size = obj.itemsize or 1
    return list(obj.shape), [s // size for s in obj.strides]


def device_name(obj, kind):
    return str(obj.device) if kind == TENSOR else "cpu"


def grad_fn_state(t):
    """(is_leaf, grad_fn name or None); reading them raises in PyTorch for a no_grad view
    whose base was changed in place, and the card then says so."""
    try:
        fn = t.grad_fn
        return t.is_leaf, (type(fn).__name__ if fn is not None else None)
    except Exception as e:  # PyTorch raises RuntimeError here
        return False, "raises " + type(e).__name__


def host_bytes(obj, kind, dtype_name_wanted):
    """The object's elements in C order as bytes of `dtype_name_wanted` ("float32"...),
    read on the host; None where that conversion is not possible."""
    try:
        if kind == TENSOR:
            torch = sys.modules["torch"]
            target = getattr(torch, dtype_name_wanted, None)
            if not isinstance(target, torch.dtype):
                return None
            t = obj.detach().to(device="cpu", dtype=target).contiguous()
            return _tensor_bytes(t)
        np = sys.modules["numpy"]
        return np.ascontiguousarray(obj, dtype=np.dtype(dtype_name_wanted)).tobytes()
    except Exception:
        return None


def _tensor_bytes(t):
    import ctypes

    n = t.numel() * t.element_size()
    return ctypes.string_at(t.data_ptr(), n) if n else b""
