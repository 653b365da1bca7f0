"""Exceptions in the scene's shape, {"type", "message", "id"}, and their traceback text as
Python prints it, with the tracer's own frames left out and virtual line numbers
(statements sharing a line) shown as the lines they are on. The id names what happened
for the window's advice, as the built-in engine's errors do (engine/core/Errors.cpp);
messages are PyTorch's and NumPy's own, so the id is read from them."""

import re
import traceback

# (id, exception type, how the message starts), first match wins: the errors the built-in
# engine tags in engine/core/Errors.cpp, whose messages are PyTorch's and NumPy's own.
_IDS = [
    ('version_mismatch', 'RuntimeError', 'one of the variables needed for gradient computation has been modified by an inplace operation'),
    ('invalid_device_ordinal', 'RuntimeError', 'CUDA error: invalid device ordinal'),
    ('numpy_unsupported_dtype', 'TypeError', 'Got unsupported ScalarType '),
    ('numpy_requires_grad', 'RuntimeError', "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."),
    ('numpy_on_cuda', 'TypeError', "can't convert "),
    ('storage_not_resizable', 'RuntimeError', 'Trying to resize storage that is not resizable'),
    ('resize_requires_grad', 'RuntimeError', 'cannot resize variables that require grad'),
    ('leaf_in_place', 'RuntimeError', 'a leaf Variable that requires grad is being used in an in-place operation.'),
    ('view_of_leaf_in_place', 'RuntimeError', 'a view of a leaf Variable that requires grad is being used in an in-place operation.'),
    ('factory_requires_grad_dtype', 'RuntimeError', 'Only Tensors of floating point and complex dtype can require gradients'),
    ('set_requires_grad_dtype', 'RuntimeError', 'only Tensors of floating point and complex dtype can require gradients'),
    ('requires_grad_underscore_dtype', 'RuntimeError', 'only Tensors of floating point dtype can require gradients'),
    ('non_leaf_requires_grad_false', 'RuntimeError', 'you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph '),
    ('non_leaf_requires_grad_true', 'RuntimeError', 'you can only change requires_grad flags of leaf variables.'),
    ('grad_non_scalar', 'RuntimeError', 'grad can be implicitly created only for scalar outputs'),
    ('no_grad_fn', 'RuntimeError', 'element 0 of tensors does not require grad and does not have a grad_fn'),
    ('backward_twice', 'RuntimeError', 'Trying to backward through the graph a second time (or directly access saved tensors after they have already '),
    ('grad_assign_not_tensor', 'TypeError', 'assigned grad expected to be a Tensor or None but got grad of type'),
    ('grad_assign_self', 'RuntimeError', "can't assign Variable as its own grad"),
    ('grad_assign_type', 'RuntimeError', 'assigned grad has data of a different type'),
    ('grad_assign_device', 'RuntimeError', 'assigned grad has data located on a different device'),
    ('grad_assign_size', 'RuntimeError', 'assigned grad has data of a different size'),
    ('grad_input_no_grad', 'RuntimeError', 'One of the differentiated Tensors does not require grad'),
    ('grad_input_unused', 'RuntimeError', 'One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True if this is '),
    ('detach_view_in_place', 'RuntimeError', "Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel (DDP) for "),
    ('size_mismatch', 'RuntimeError', 'The size of tensor a ('),
    ('expand_mismatch', 'RuntimeError', 'The expanded size of the tensor ('),
    ('view_stride', 'RuntimeError', "view size is not compatible with input tensor's size and stride (at least one dimension spans across two "),
    ('shape_invalid', 'RuntimeError', "shape '"),
    ('numpy_reshape', 'ValueError', 'cannot reshape array of size '),
    ('negative_dimension', 'RuntimeError', 'Trying to create tensor with negative dimension '),
    ('storage_overflow', 'RuntimeError', 'Storage size calculation overflowed with sizes='),
    ('mixed_devices', 'RuntimeError', 'Expected all tensors to be on the same device, but found at least two devices, '),
    ('torch_index', 'IndexError', 'index '),
    ('numpy_index', 'IndexError', 'index '),
    ('too_many_indices', 'IndexError', 'too many indices for array: array is '),
    ('too_many_indices', 'IndexError', 'too many indices for tensor of dimension '),
    ('unknown_device_string', 'RuntimeError', 'Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, ort, xla, lazy, '),
    ('cuda_error', 'RuntimeError', 'CUDA error: '),
    ('cuda_not_compiled', 'AssertionError', 'Torch not compiled with CUDA enabled'),
    ('cpu_out_of_memory', 'RuntimeError', "[enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't allocate memory: you "),
    ('numpy_store_value', 'ValueError', 'cannot convert float NaN to integer'),
    ('numpy_store_value', 'OverflowError', 'cannot convert float infinity to integer'),
    ('numpy_store_value', 'OverflowError', 'Python int too large to convert to C long'),
    ('arange_too_long', 'ValueError', 'Maximum allowed size exceeded'),
    ('arange_too_long', 'RuntimeError', 'invalid size, possible overflow?'),
    ('memory_error', 'MemoryError', ''),
    ('keyboard_interrupt', 'KeyboardInterrupt', ''),
    ('numpy_too_big', 'ValueError', 'array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.'),
    ('conversion_overflow', 'RuntimeError', 'value cannot be converted to type '),
    ('item_not_one_element', 'ValueError', 'only one element tensors can be converted to Python scalars'),
    ('item_not_one_element', 'RuntimeError', 'a Tensor with '),  # PyTorch 2.x's Tensor.item()
    ('numpy_item_not_one_element', 'ValueError', 'can only convert an array of size 1 to a Python scalar'),
    ('read_only_output', 'ValueError', 'output array is read-only'),
    ('numpy_negative_strides', 'ValueError', 'At least one stride in the given numpy array is negative, and tensors with negative '),
    ('numpy_order_invalid', 'ValueError', "order must be one of 'C', 'F', 'A', or 'K' (got '"),
    ('numpy_order_c_or_f', 'ValueError', "only 'C' or 'F' order is permitted"),
    ('read_only_array', 'ValueError', 'assignment destination is read-only'),
    ('name_not_defined', 'NameError', "name '"),
    ('no_attribute', 'AttributeError', "'"),
]


def error_id(type_name, message):
    for name, kind, start in _IDS:
        if kind == type_name and message.startswith(start):
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
