"""Exceptions in the scene's shape, {"type", "message", "id"}, and their traceback text as
Python prints it, with the tracer's own frames left out and virtual line numbers
(statements sharing a line) shown as the lines they are on. The id names what happened
for the window's advice, as the built-in engine's errors do (engine/core/Errors.cpp);
messages are PyTorch's and NumPy's own, so the id is read from them."""

import re
import traceback

# (id, exception type, pattern of the message), first match wins.
_IDS = [
    ("numpy_requires_grad", "RuntimeError", r"Can't call numpy\(\) on Tensor that requires grad"),
    ("numpy_on_cuda", "TypeError", r"can't convert \S+ device type tensor to numpy"),
    ("leaf_in_place", "RuntimeError", r"a leaf Variable that requires grad is being used in an in-place operation"),
    ("view_of_leaf_in_place", "RuntimeError", r"a view of a leaf Variable that requires grad is being used in an in-place"),
    ("version_mismatch", "RuntimeError", r"one of the variables needed for gradient computation has been modified"),
    ("backward_twice", "RuntimeError", r"Trying to backward through the graph a second time"),
    ("grad_non_scalar", "RuntimeError", r"grad can be implicitly created only for scalar outputs"),
    ("no_grad_fn", "RuntimeError", r"element 0 of tensors does not require grad and does not have a grad_fn"),
    ("view_stride", "RuntimeError", r"view size is not compatible with input tensor's size and stride"),
    ("size_mismatch", "RuntimeError", r"The size of tensor a \(\d+\) must match the size of tensor b"),
    ("item_not_one_element", "RuntimeError", r"a Tensor with \d+ elements cannot be converted to Scalar"),
    ("numpy_item_not_one_element", "ValueError", r"can only convert an array of size 1 to a Python scalar"),
    ("shape_invalid", "RuntimeError", r"shape '\[.*\]' is invalid for input of size"),
    ("numpy_reshape", "ValueError", r"cannot reshape array of size"),
    ("numpy_broadcast", "ValueError", r"operands could not be broadcast together"),
    ("read_only_array", "ValueError", r"assignment destination is read-only"),
    ("mixed_devices", "RuntimeError", r"Expected all tensors to be on the same device"),
    ("cuda_not_compiled", "AssertionError", r"Torch not compiled with CUDA enabled"),
    ("non_leaf_requires_grad_false", "RuntimeError", r"you can only change requires_grad flags of leaf variables"),
    ("factory_requires_grad_dtype", "RuntimeError", r"Only Tensors of floating point (and complex )?dtype can require gradients"),
    ("numpy_negative_strides", "ValueError", r"At least one stride in the given numpy array is negative"),
    ("name_not_defined", "NameError", r"name '.*' is not defined"),
    ("no_attribute", "AttributeError", r"object has no attribute"),
    ("too_many_indices", "IndexError", r"too many indices for (tensor|array)"),
    ("expand_mismatch", "RuntimeError", r"The expanded size of the tensor \(\d+\) must match the existing size"),
    ("keyboard_interrupt", "KeyboardInterrupt", r""),
    ("memory_error", "MemoryError", r""),
]
_COMPILED = [(name, kind, re.compile(pattern)) for name, kind, pattern in _IDS]


def error_id(type_name, message):
    for name, kind, pattern in _COMPILED:
        if kind == type_name and pattern.search(message):
            return name
    return None


def record(exc):
    type_name = type(exc).__name__
    message = str(exc)
    if isinstance(exc, SyntaxError):
        message = exc.msg or ""
    return {"type": type_name, "message": message, "id": error_id(type_name, message)}


def _drop_frames_outside(tb, path):
    """The traceback from the script's first frame on (the tracer's frames come first)."""
    while tb is not None and tb.tb_frame.f_code.co_filename != path:
        tb = tb.tb_next
    return tb


def traceback_text(exc, script):
    """What Python prints for an uncaught `exc`, lines shown as the reader's lines."""
    tb = _drop_frames_outside(exc.__traceback__, script.path)
    if isinstance(exc, SyntaxError) and tb is None:
        text = "".join(traceback.format_exception_only(type(exc), exc))
    else:
        text = "".join(traceback.format_exception(type(exc), exc, tb))
    if not script.real_line:
        return text
    quoted = re.escape('File "%s", line ' % script.path)
    return re.sub(quoted + r"(\d+)",
                  lambda m: m.group(0)[: -len(m.group(1))] + str(script.shown_line(int(m.group(1)))), text)
