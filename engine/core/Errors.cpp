#include "Errors.h"

#include "IntegerRange.h"
#include "VersionProfile.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tl {

namespace {

// Every error this file makes carries a stable id (its function's name in snake case), so
// explanations can switch on what happened rather than on the wording.
PyError tagged(const char *id, PyError e)
{
    e.setId(id);
    return e;
}

} // namespace

std::string Errors::shapeList(const std::vector<int64_t> &s)
{
    std::string r = "[";
    for (size_t i = 0; i < s.size(); ++i)
        r += (i ? ", " : "") + std::to_string(s[i]);
    return r + "]";
}

std::string Errors::shapeTuple(const std::vector<int64_t> &s)
{
    std::string r = "(";
    for (size_t i = 0; i < s.size(); ++i)
        r += (i ? ", " : "") + std::to_string(s[i]);
    if (s.size() == 1)
        r += ",";
    return r + ")";
}

std::string Errors::numpyShape(const std::vector<int64_t> &s)
{
    size_t i = 0;
    while (i < s.size() && s[i] < 0)
        ++i;
    if (i == s.size())
        return "()";
    std::string r = std::to_string(s[i++]);
    for (; i < s.size(); ++i)
        r += s[i] < 0 ? ",newaxis" : "," + std::to_string(s[i]);
    return s.size() == 1 ? "(" + r + ",)" : "(" + r + ")";
}

PyError Errors::numpyUnsupportedScalarType(DType d)
{
    return tagged("numpy_unsupported_dtype",
                  PyError("TypeError", "Got unsupported ScalarType " + scalarTypeName(d)));
}

PyError Errors::numpyRequiresGrad()
{
    return tagged("numpy_requires_grad", PyError{"RuntimeError", "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.", "detach()"});
}

PyError Errors::numpyOnCuda(const Device &d)
{
    return tagged("numpy_on_cuda", PyError{"TypeError",
            "can't convert " + d.str() + " device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.",
            "cpu()"});
}

PyError Errors::storageNotResizable()
{
    return tagged("storage_not_resizable", PyError{"RuntimeError", "Trying to resize storage that is not resizable"});
}

PyError Errors::resizeRequiresGrad()
{
    return tagged("resize_requires_grad", PyError{"RuntimeError", "cannot resize variables that require grad", "detach()"});
}

PyError Errors::leafInPlace()
{
    return tagged("leaf_in_place", PyError{"RuntimeError", "a leaf Variable that requires grad is being used in an in-place operation.", "detach()"});
}

PyError Errors::viewOfLeafInPlace()
{
    return tagged("view_of_leaf_in_place", PyError{"RuntimeError", "a view of a leaf Variable that requires grad is being used in an in-place operation.", "detach()"});
}

PyError Errors::factoryRequiresGradDtype()
{
    return tagged("factory_requires_grad_dtype", PyError{"RuntimeError", "Only Tensors of floating point and complex dtype can require gradients", "float()"});
}

PyError Errors::setRequiresGradDtype()
{
    return tagged("set_requires_grad_dtype", PyError{"RuntimeError", "only Tensors of floating point and complex dtype can require gradients", "float()"});
}

PyError Errors::requiresGradUnderscoreDtype()
{
    return tagged("requires_grad_underscore_dtype", PyError{"RuntimeError", "only Tensors of floating point dtype can require gradients", "float()"});
}

PyError Errors::nonLeafRequiresGradFalse()
{
    return tagged("non_leaf_requires_grad_false", PyError{"RuntimeError",
            "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph "
            "that doesn't require differentiation use var_no_grad = var.detach().",
            "detach()"});
}

PyError Errors::nonLeafRequiresGradTrue()
{
    return tagged("non_leaf_requires_grad_true", PyError{"RuntimeError", "you can only change requires_grad flags of leaf variables.", "retain_grad()"});
}

PyError Errors::gradNonScalar()
{
    return tagged("grad_non_scalar", PyError{"RuntimeError", "grad can be implicitly created only for scalar outputs", "sum()"});
}

PyError Errors::noGradFn()
{
    return tagged("no_grad_fn", PyError{"RuntimeError", "element 0 of tensors does not require grad and does not have a grad_fn", "requires_grad_()"});
}

PyError Errors::backwardTwice()
{
    return tagged("backward_twice", PyError{"RuntimeError",
            "Trying to backward through the graph a second time (or directly access saved tensors after they have already "
            "been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
            "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access "
            "saved tensors after calling backward."});
}

PyError Errors::gradAssignNotTensor(const std::string &typeName)
{
    // 1.13's TORCH_CHECK_TYPE joins its parts without a space; PyTorch 2's with one.
    return tagged("grad_assign_not_tensor", PyError{"TypeError", "assigned grad expected to be a Tensor or None but got grad of type" +
                                                                     std::string(Profile::isCurrent() ? " " : "") + typeName});
}

PyError Errors::invalidKeyword(const std::string &keyword, const std::string &function)
{
    if (Profile::isCurrent())
        return {"TypeError", function + " got an unexpected keyword argument '" + keyword + "'"};
    return {"TypeError", "'" + keyword + "' is an invalid keyword argument for " + function};
}

std::string Errors::producerName(const std::string &nodeName)
{
    const size_t at = nodeName.rfind("Backward");
    if (!Profile::isCurrent() || at == std::string::npos || at == 0 ||
        nodeName.find_first_not_of("0123456789", at + 8) != std::string::npos)
        return nodeName;
    return nodeName.substr(0, at);
}

PyError Errors::gradAssignSelf()
{
    return tagged("grad_assign_self", PyError{"RuntimeError", "can't assign Variable as its own grad"});
}

PyError Errors::gradAssignType(DType grad, DType tensor)
{
    if (Profile::isCurrent() && grad != tensor) // PyTorch 2 checks against the tensor's grad_dtype
        return tagged("grad_assign_type",
                      PyError{"RuntimeError", "attempting to assign a gradient with dtype '" + std::string(typeMetaName(grad)) +
                                                  "' to a tensor with grad_dtype '" + std::string(scalarTypeName(tensor)) +
                                                  "'. The gradient must match the tensor's grad_dtype (defaults to the tensor's "
                                                  "dtype). You can set the tensor's grad_dtype attribute with a specific dtype, or "
                                                  "None to allow any dtype. Set grad_dtype with caution. Diverging the dtypes of a "
                                                  "tensor and its gradient may break downstream systems that assume they match."});
    return tagged("grad_assign_type", PyError{"RuntimeError", "assigned grad has data of a different type"});
}

PyError Errors::gradAssignDevice()
{
    return tagged("grad_assign_device", PyError{"RuntimeError", "assigned grad has data located on a different device"});
}

PyError Errors::gradAssignSize(const std::vector<int64_t> &grad, const std::vector<int64_t> &tensor)
{
    if (Profile::isCurrent())
        return tagged("grad_assign_size", PyError{"RuntimeError", "attempting to assign a gradient of size '" + shapeList(grad) +
                                                                      "' to a tensor of size '" + shapeList(tensor) +
                                                                      "'. Please ensure that the gradient and the tensor are the same size"});
    return tagged("grad_assign_size", PyError{"RuntimeError", "assigned grad has data of a different size"});
}

PyError Errors::gradInputNoGrad()
{
    return tagged("grad_input_no_grad", PyError{"RuntimeError", "One of the differentiated Tensors does not require grad", "requires_grad_()"});
}

PyError Errors::gradInputUnused(size_t index)
{
    // PyTorch 2 names the input.
    const std::string which = Profile::isCurrent() ? "The differentiated Tensor at index " + std::to_string(index)
                                                   : std::string("One of the differentiated Tensors");
    return tagged("grad_input_unused", PyError{"RuntimeError", which + " appears to not have been used in the graph. Set "
                                                                      "allow_unused=True if this is the desired behavior."});
}

PyError Errors::viewDtypeElementSize(const std::string &condition, DType from, DType to, std::optional<int64_t> got)
{
    std::string m = condition + " to view " + std::string(scalarTypeName(from)) + " as " + std::string(scalarTypeName(to)) +
                    " (different element sizes)";
    if (got)
        m += ", but got " + std::to_string(*got);
    return tagged("view_dtype_element_size", PyError{"RuntimeError", m});
}

PyError Errors::versionMismatch(const std::string &tensorType, const std::vector<int64_t> &sizes, const std::string &outputOf,
                                int64_t current, int64_t expected)
{
    std::string m = "one of the variables needed for gradient computation has been modified by an inplace operation: [" +
                    tensorType + " " + shapeList(sizes) + "]";
    if (!outputOf.empty())
        m += ", which is " + outputOf + ",";
    m += " is at version " + std::to_string(current) + "; expected version " + std::to_string(expected) +
         " instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with "
         "torch.autograd.set_detect_anomaly(True" + std::string(Profile::isCurrent() ? ", check_nan=False" : "") + ").";
    return tagged("version_mismatch", PyError{"RuntimeError", m, "clone()"});
}

PyError Errors::detachViewInPlace()
{
    return tagged("detach_view_in_place", PyError{"RuntimeError",
            "Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel (DDP) for "
            "training, and gradient_as_bucket_view is set as True, gradients are views of DDP buckets, and hence detach_() "
            "cannot be called on these gradients. To fix this error, please refer to the Optimizer.zero_grad() function in "
            "torch/optim/optimizer.py as the solution.",
            "detach()"});
}

PyError Errors::sizeMismatch(int64_t a, int64_t b, int64_t dim)
{
    return tagged("size_mismatch", PyError{"RuntimeError", "The size of tensor a (" + std::to_string(a) + ") must match the size of tensor b (" +
                                std::to_string(b) + ") at non-singleton dimension " + std::to_string(dim)});
}

PyError Errors::expandMismatch(int64_t target, int64_t existing, int64_t dim, const std::vector<int64_t> &targetSizes,
                               const std::vector<int64_t> &tensorSizes)
{
    return tagged("expand_mismatch", PyError{"RuntimeError", "The expanded size of the tensor (" + std::to_string(target) + ") must match the existing size (" +
                                std::to_string(existing) + ") at non-singleton dimension " + std::to_string(dim) +
                                ".  Target sizes: " + shapeList(targetSizes) + ".  Tensor sizes: " + shapeList(tensorSizes)});
}

PyError Errors::numpyBroadcast(const std::vector<std::vector<int64_t>> &shapes)
{
    std::string m = "operands could not be broadcast together with shapes ";
    for (const auto &shape : shapes)
        m += numpyShape(shape) + " ";
    return tagged("numpy_broadcast", PyError{"ValueError", m});
}

PyError Errors::viewStride()
{
    return tagged("view_stride", PyError{"RuntimeError",
            "view size is not compatible with input tensor's size and stride (at least one dimension spans across two "
            "contiguous subspaces). Use .reshape(...) instead.",
            "reshape()"});
}

PyError Errors::shapeInvalid(const std::vector<int64_t> &shape, int64_t numel)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(shape[i]);
    return tagged("shape_invalid", PyError{"RuntimeError", "shape '" + s + "]' is invalid for input of size " + std::to_string(numel)});
}

PyError Errors::numpyReshape(int64_t numel, const std::vector<int64_t> &shape)
{
    return tagged("numpy_reshape", PyError{"ValueError", "cannot reshape array of size " + std::to_string(numel) + " into shape " + numpyShape(shape)});
}

PyError Errors::negativeDimension(int64_t dim, const std::vector<int64_t> &shape)
{
    return tagged("negative_dimension", PyError{"RuntimeError", "Trying to create tensor with negative dimension " + std::to_string(dim) + ": " + shapeList(shape)});
}

PyError Errors::storageOverflow(const std::vector<int64_t> &shape)
{
    return tagged("storage_overflow", PyError{"RuntimeError", "Storage size calculation overflowed with sizes=" + shapeList(shape)});
}

PyError Errors::mixedDevices(const Device &first, const Device &second)
{
    return tagged("mixed_devices", PyError{"RuntimeError", "Expected all tensors to be on the same device, but found at least two devices, " + first.str() +
                                " and " + second.str() + "!",
            "to()"});
}

PyError Errors::torchIndex(int64_t index, int64_t dim, int64_t size)
{
    return tagged("torch_index", PyError{"IndexError", "index " + std::to_string(index) + " is out of bounds for dimension " + std::to_string(dim) +
                              " with size " + std::to_string(size)});
}

PyError Errors::numpyIndex(int64_t index, int64_t axis, int64_t size)
{
    return tagged("numpy_index", PyError{"IndexError", "index " + std::to_string(index) + " is out of bounds for axis " + std::to_string(axis) +
                              " with size " + std::to_string(size)});
}

PyError Errors::tooManyIndices(int64_t given, int64_t dims, bool numpy)
{
    if (numpy)
        return tagged("too_many_indices", PyError{"IndexError", "too many indices for array: array is " + std::to_string(dims) + "-dimensional, but " +
                                  std::to_string(given) + " were indexed"});
    return tagged("too_many_indices", PyError{"IndexError", "too many indices for tensor of dimension " + std::to_string(dims)});
}

PyError Errors::unknownDeviceString(const std::string &s)
{
    // (the device types each release knows)
    const char *types = Profile::isCurrent() ? "cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, lazy, vulkan, "
                                               "mps, meta, hpu, mtia, privateuseone"
                                             : "cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, ort, xla, lazy, vulkan, "
                                               "mps, meta, hpu, privateuseone";
    return tagged("unknown_device_string",
                  PyError{"RuntimeError", std::string("Expected one of ") + types + " device type at start of device string: " + s});
}

PyError Errors::invalidDeviceOrdinal()
{
    PyError e = cudaError("invalid device ordinal");
    return tagged("invalid_device_ordinal", PyError{e.type(), e.message(), "cuda:0"});
}

PyError Errors::cudaError(const std::string &description)
{
    return tagged("cuda_error", PyError{"RuntimeError", "CUDA error: " + description +
                                "\nCUDA kernel errors might be asynchronously reported at some other API call,so the "
                                "stacktrace below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1."});
}

PyError Errors::cudaNotCompiled()
{
    return tagged("cuda_not_compiled", PyError{"AssertionError", "Torch not compiled with CUDA enabled", "cpu()"});
}

PyError Errors::cpuOutOfMemory(uint64_t bytes)
{
    const std::string where = Profile::isCurrent() ? "alloc_cpu.cpp:127" : "alloc_cpu.cpp:75";
    return tagged("cpu_out_of_memory", PyError{"RuntimeError", "[enforce fail at " + where + "] err == 0. DefaultCPUAllocator: can't allocate memory: you "
                            "tried to allocate " + std::to_string(bytes) + " bytes. Error code 12 (Cannot allocate memory)"});
}

namespace {
std::string gib(uint64_t bytes)
{
    // PyTorch's format_size: "20.00 MiB" / "1.50 GiB" with two decimals.
    char buf[64];
    double b = static_cast<double>(bytes);
    if (bytes < 1024)
        snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
    else if (bytes < 1048576)
        snprintf(buf, sizeof buf, "%.2f KiB", b / 1024.0);
    else if (bytes < 1073741824)
        snprintf(buf, sizeof buf, "%.2f MiB", b / 1048576.0);
    else
        snprintf(buf, sizeof buf, "%.2f GiB", b / 1073741824.0);
    return buf;
}
} // namespace

PyError Errors::cudaOutOfMemory(uint64_t bytes, uint64_t totalCapacity, uint64_t allocated, uint64_t freeBytes, int device,
                                uint64_t reserved)
{
    if (reserved == kReservedAsAllocated)
        reserved = allocated;
    return tagged("cuda_out_of_memory", PyError{"torch.cuda.OutOfMemoryError",
            "CUDA out of memory. Tried to allocate " + gib(bytes) + " (GPU " + std::to_string(device) + "; " +
                gib(totalCapacity) + " total capacity; " + gib(allocated) + " already allocated; " + gib(freeBytes) +
                " free; " + gib(reserved) +
                " reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to "
                "avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF"});
}

PyError Errors::numpyOutOfMemory(uint64_t bytes, const std::vector<int64_t> &shape, DType dtype)
{
    // NumPy's _ArrayMemoryError._size_to_string.
    static const char *units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int bits = 0;
    for (uint64_t b = bytes; b > 1; b >>= 1)
        ++bits;
    size_t unit = static_cast<size_t>(std::max(bits, 1) / 10);
    double n = static_cast<double>(bytes) / static_cast<double>(uint64_t{1} << (unit * 10));
    if (std::nearbyint(n) == 1024.0) {
        ++unit;
        n /= 1024.0;
    }
    char buf[64];
    if (unit == 0)
        snprintf(buf, sizeof buf, "%.0f %s", n, units[unit]);
    else if (std::nearbyint(n) < 1000)
        snprintf(buf, sizeof buf, "%#.3g %s", n, units[unit]);
    else
        snprintf(buf, sizeof buf, "%#.0f %s", n, units[unit]);
    return tagged("numpy_out_of_memory", PyError{"numpy.core._exceptions._ArrayMemoryError", "Unable to allocate " + std::string(buf) +
                                                             " for an array with shape " + shapeTuple(shape) +
                                                             " and data type " + std::string(numpyName(dtype))});
}

Scalar Errors::numpyStoreValue(const Scalar &value, DType dtype)
{
    // NumPy 2 refuses a Python int (or a float's integer part) its integer dtype cannot hold.
    const auto refuseOutOfBounds = [dtype](int64_t v) {
        if (Profile::isCurrent() && !integerFits(dtype, v))
            throw tagged("numpy_store_value", PyError("OverflowError", "Python integer " + std::to_string(v) + " out of bounds for " +
                                                                          std::string(numpyName(dtype))));
    };
    if (!value.isFloating() || !isIntegral(dtype)) {
        if (isIntegral(dtype) && !value.isBool())
            refuseOutOfBounds(value.toInt());
        return value.castTo(dtype, Library::NumPy);
    }
    const double d = value.toDouble();
    if (std::isnan(d))
        throw tagged("numpy_store_value", PyError("ValueError", "cannot convert float NaN to integer"));
    if (std::isinf(d))
        throw tagged("numpy_store_value", PyError("OverflowError", "cannot convert float infinity to integer"));
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
        throw tagged("numpy_store_value", PyError("OverflowError", "Python int too large to convert to C long"));
    refuseOutOfBounds(static_cast<int64_t>(d));
    return Scalar::fromInt(static_cast<int64_t>(d)).castTo(dtype);
}

PyError Errors::arangeTooLong(bool numpy)
{
    if (numpy)
        return tagged("arange_too_long", PyError{"ValueError", "Maximum allowed size exceeded"});
    return tagged("arange_too_long", PyError{"RuntimeError", "invalid size, possible overflow?"});
}

PyError Errors::memoryError() { return tagged("memory_error", PyError{"MemoryError", ""}); }

PyError Errors::keyboardInterrupt() { return tagged("keyboard_interrupt", PyError{"KeyboardInterrupt", ""}); }

PyError Errors::numpyTooBig()
{
    return tagged("numpy_too_big", PyError{"ValueError", "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."});
}

PyError Errors::conversionOverflow(const std::string &typeName)
{
    return tagged("conversion_overflow", PyError{"RuntimeError", "value cannot be converted to type " + typeName + " without overflow"});
}

void Errors::checkFillValue(const Scalar &value, DType dtype)
{
    if (value.fitsIn(dtype))
        return;
    throw conversionOverflow(std::string(cppTypeName(dtype))); // c10::Scalar::to<T>'s checked_convert
}

PyError Errors::itemNotOneElement()
{
    return tagged("item_not_one_element", PyError{"ValueError", "only one element tensors can be converted to Python scalars"});
}

PyError Errors::tensorItemNotOneElement(int64_t numel)
{
    if (!Profile::isCurrent())
        return itemNotOneElement();
    return tagged("item_not_one_element",
                  PyError{"RuntimeError", "a Tensor with " + std::to_string(numel) + " elements cannot be converted to Scalar"});
}

PyError Errors::numpyItemNotOneElement()
{
    return tagged("numpy_item_not_one_element", PyError{"ValueError", "can only convert an array of size 1 to a Python scalar"});
}

PyError Errors::readOnlyOutput() { return tagged("read_only_output", PyError{"ValueError", "output array is read-only", "copy()"}); }

PyError Errors::numpyNegativeStrides()
{
    return tagged("numpy_negative_strides", PyError("ValueError", "At least one stride in the given numpy array is negative, and tensors with negative "
                                 "strides are not currently supported. (You can probably work around this by making a "
                                 "copy of your array  with array.copy().) "));
}

PyError Errors::numpyOrderInvalid(const std::string &given)
{
    return tagged("numpy_order_invalid", PyError("ValueError", "order must be one of 'C', 'F', 'A', or 'K' (got '" + given + "')"));
}

PyError Errors::numpyOrderCOrF() { return tagged("numpy_order_c_or_f", PyError("ValueError", "only 'C' or 'F' order is permitted")); }

PyError Errors::readOnlyArray()
{
    return tagged("read_only_array", PyError{"ValueError", "assignment destination is read-only", "copy()"});
}

PyError Errors::nameNotDefined(const std::string &name)
{
    return tagged("name_not_defined", PyError{"NameError", "name '" + name + "' is not defined"});
}

PyError Errors::noAttribute(const std::string &typeName, const std::string &attr)
{
    return tagged("no_attribute", PyError{"AttributeError", "'" + typeName + "' object has no attribute '" + attr + "'"});
}

// c10::toString(ScalarType).
std::string Errors::scalarTypeName(DType d)
{
    switch (d) {
    case DType::Bool: return "Bool";
    case DType::Int32: return "Int";
    case DType::Int64: return "Long";
    case DType::Float32: return "Float";
    case DType::Float64: return "Double";
    case DType::UInt8: return "Byte";
    case DType::Int8: return "Char";
    case DType::Int16: return "Short";
    case DType::Float16: return "Half";
    case DType::BFloat16: return "BFloat16";
    }
    return "";
}

std::string Errors::typeMetaName(DType d)
{
    switch (d) {
    case DType::Bool: return "bool";
    case DType::Int32: return "int";
    case DType::Int64: return "long int";
    case DType::Float32: return "float";
    case DType::Float64: return "double";
    case DType::UInt8: return "unsigned char";
    case DType::Int8: return "signed char";
    case DType::Int16: return "short int";
    case DType::Float16: return "c10::Half";
    case DType::BFloat16: return "c10::BFloat16";
    }
    return "";
}

namespace {

// A double as c10's error streams print it (ostream's default, like "%g").
std::string streamed(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace

PyError Errors::kernelNotImplemented(const std::string &kernel, DType dtype)
{
    // PyTorch 2's AT_DISPATCH raises NotImplementedError (TORCH_CHECK_NOT_IMPLEMENTED).
    return {Profile::isCurrent() ? "NotImplementedError" : "RuntimeError",
            "\"" + kernel + "\" not implemented for '" + scalarTypeName(dtype) + "'"};
}

PyError Errors::uniformRange(double from, double to)
{
    return {"RuntimeError",
            "uniform_ expects to return a [from, to) range, but found from=" + streamed(from) + " > to=" + streamed(to)};
}

PyError Errors::uniformSpan(DType dtype, double from, double to)
{
    return {"RuntimeError", "uniform_ expects to-from <= std::numeric_limits<" + scalarTypeName(dtype) + ">::max(), but found to=" +
                                streamed(to) + " and from=" + streamed(from) + " which result in to-from to exceed the limit"};
}

PyError Errors::randomOutOfBounds(const std::string &what, DType dtype)
{
    return {"RuntimeError", what + " is out of bounds for " + typeMetaName(dtype)};
}

PyError Errors::randomFromTo(int64_t from, int64_t to)
{
    return {"RuntimeError", "random_ expects 'from' to be less than 'to', but got from=" + std::to_string(from) +
                                " >= to=" + std::to_string(to)};
}

PyError Errors::randomFromToCast(int64_t from, int64_t to)
{
    return {"RuntimeError", "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got from=" +
                                std::to_string(from) + " >= to=" + std::to_string(to)};
}

PyError Errors::randomFromToIncCast(int64_t from, int64_t toInc)
{
    return {"RuntimeError",
            "random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' casted to dtype, but got from=" +
                std::to_string(from) + " > to_inc=" + std::to_string(toInc)};
}

std::string Errors::randomPrecisionWarning(const std::string &what, DType dtype)
{
    const int digits = dtype == DType::Float32 ? 24 : 53;
    const std::string d = std::to_string(digits);
    return what + " is out of bounds [-(2^" + d + "), 2^" + d + "]. Due to precision limitations " + typeMetaName(dtype) +
           " can support discrete uniform distribution only within this range. This warning will become an error in "
           "version 1.7 release, please fix the code in advance (Triggered internally at  "
           "./aten/src/ATen/native/DistributionTemplates.h:" + (what == "from" ? "94" : "95") + ".)";
}

std::string Errors::numpyNotWritableWarning()
{
    return "The given NumPy array is not writable, and PyTorch does not support non-writable tensors. This means "
           "writing to this tensor will result in undefined behavior. You may want to copy the array to protect its "
           "data or make it writable before converting it to a tensor. This type of warning will be suppressed for "
           "the rest of this program. (Triggered internally at  ./torch/csrc/utils/tensor_numpy.cpp:199.)";
}

PyError Errors::normalStd(double std)
{
    return {"RuntimeError", "normal expects std >= 0.0, but found std " + streamed(std)};
}

PyError Errors::normalTensorStd() { return {"RuntimeError", "normal expects all elements of std >= 0.0"}; }

PyError Errors::bernoulliP(double p)
{
    return {"RuntimeError", "bernoulli_ expects p to be in [0, 1], but got p=" + streamed(p)};
}

PyError Errors::bernoulliProbability()
{
    return {"RuntimeError", "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be "
                            "improved?  If so, please report an enhancement request to PyTorch.)"};
}

PyError Errors::exponentialLambda(double lambda)
{
    return {"RuntimeError", "exponential_ expects lambda >= 0.0, but found lambda=" + streamed(lambda)};
}

PyError Errors::randpermTooLarge(DType dtype)
{
    return {"RuntimeError", std::string("n cannot be greater than 2^") + (dtype == DType::Float32 ? "24" : "53") +
                                "+1 for " + scalarTypeName(dtype) + " type."};
}

PyError Errors::multinomialDims() { return {"RuntimeError", "prob_dist must be 1 or 2 dim"}; }

PyError Errors::multinomialDtype(DType dtype)
{
    return {"RuntimeError", "multinomial only supports floating-point dtypes for input, got: " + scalarTypeName(dtype)};
}

PyError Errors::multinomialSamples() { return {"RuntimeError", "cannot sample n_sample <= 0 samples"}; }

PyError Errors::multinomialTooManySamples()
{
    return {"RuntimeError", "cannot sample n_sample > prob_dist.size(-1) samples without replacement"};
}

PyError Errors::multinomialNegative()
{
    return {"RuntimeError", "invalid multinomial distribution (encountering probability entry < 0)"};
}

PyError Errors::multinomialNotFinite()
{
    return {"RuntimeError", "invalid multinomial distribution (encountering probability entry = infinity or NaN)"};
}

PyError Errors::multinomialSumNotPositive()
{
    return {"RuntimeError", "invalid multinomial distribution (sum of probabilities <= 0)"};
}

PyError Errors::multinomialInvalidProbabilities()
{
    return {"RuntimeError", "probability tensor contains either `inf`, `nan` or element < 0"};
}

PyError Errors::generatorDevice(const Device &expected, const Device &found)
{
    return {"RuntimeError", "Expected a '" + expected.typeName() + "' device type for generator but found '" +
                                found.typeName() + "'"};
}

PyError Errors::seedOverflow() { return {"RuntimeError", "Overflow when unpacking long"}; }

PyError Errors::numpySeedRange() { return {"ValueError", "Seed must be between 0 and 2**32 - 1"}; }

PyError Errors::numpyBoundsError(const std::string &which, DType dtype)
{
    return {"ValueError", which + " is out of bounds for " + std::string(dtype == DType::Bool ? "bool" : numpyName(dtype))};
}

} // namespace tl
