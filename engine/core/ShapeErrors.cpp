// PyTorch 1.13's and NumPy 1.24's messages for shape, view, join and split errors, word
// for word (c10/core/WrapDimMinimal.h, ATen's TensorShape.cpp).
#include "ShapeErrors.h"

#include "Errors.h"
#include "VersionProfile.h"

namespace tl {

PyError ShapeErrors::dimOutOfRange(int64_t dim, int64_t ndim)
{
    const int64_t n = ndim < 1 ? 1 : ndim;
    return {"IndexError", "Dimension out of range (expected to be in range of [" + std::to_string(-n) + ", " +
                              std::to_string(n - 1) + "], but got " + std::to_string(dim) + ")"};
}

PyError ShapeErrors::noDimensions(int64_t dim)
{
    return {"IndexError", "Dimension specified as " + std::to_string(dim) + " but tensor has no dimensions"};
}

PyError ShapeErrors::zeroDimIndex()
{
    return {"IndexError", "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in C++ to "
                          "convert a 0-dim tensor to a number"};
}

PyError ShapeErrors::permuteLength(int64_t ndim, size_t given)
{
    return {"RuntimeError", "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the "
                            "desired ordering of dimensions i.e. input.dim() = " +
                                std::to_string(ndim) + " is not equal to len(dims) = " + std::to_string(given)};
}

PyError ShapeErrors::permuteDuplicate()
{
    return {"RuntimeError", "permute(): duplicate dims are not allowed."};
}

PyError ShapeErrors::movedimLengths(const Shape &source, const Shape &destination)
{
    return {"RuntimeError", "movedim: Invalid source or destination dims: source (" + Errors::shapeList(source) +
                                " dims) should contain the same number of dims as destination (" +
                                Errors::shapeList(destination) + " dims)"};
}

PyError ShapeErrors::movedimRepeated(const char *which, const Shape &dims)
{
    return {"RuntimeError", std::string("movedim: repeated dim in `") + which + "` (" + Errors::shapeList(dims) + ")"};
}

PyError ShapeErrors::flattenOrder()
{
    return {"RuntimeError", "flatten() has invalid args: start_dim cannot come after end_dim"};
}

PyError ShapeErrors::unflattenSizes(const Shape &sizes, int64_t dim, int64_t size)
{
    return {"RuntimeError", "unflatten: Provided sizes " + Errors::shapeList(sizes) +
                                " don't multiply up to the size of dim " + std::to_string(dim) + " (" +
                                std::to_string(size) + ") in the input tensor"};
}

PyError ShapeErrors::narrowZeroDim()
{
    return {"RuntimeError", "narrow() cannot be applied to a 0-dim tensor."};
}

PyError ShapeErrors::narrowRange(int64_t start, int64_t length, int64_t size)
{
    return {"RuntimeError", "start (" + std::to_string(start) + ") + length (" + std::to_string(length) +
                                ") exceeds dimension size (" + std::to_string(size) + ")."};
}

PyError ShapeErrors::narrowStartTensor()
{
    return {"RuntimeError", "start must be an 0-dim integral Tensor."};
}

PyError ShapeErrors::tTooManyDims(const char *op, int64_t ndim)
{
    return {"RuntimeError",
            std::string(op) + " expects a tensor with <= 2 dimensions, but self is " + std::to_string(ndim) + "D"};
}

PyError ShapeErrors::matrixTransposeDims(int64_t ndim)
{
    return {"RuntimeError",
            "tensor.mT is only supported on matrices or batches of matrices. Got " + std::to_string(ndim) + "-D tensor."};
}

PyError ShapeErrors::adjointDims(int64_t ndim)
{
    std::string m = "tensor.H is only supported on matrices (2-D tensors). Got " + std::to_string(ndim) + "-D tensor.";
    if (ndim > 2)
        m += " For batches of matrices, consider using tensor.mH";
    return {"RuntimeError", m};
}

PyError ShapeErrors::chunkCount(int64_t chunks)
{
    return {"RuntimeError", "chunk expects `chunks` to be greater than 0, got: " + std::to_string(chunks)};
}

PyError ShapeErrors::splitSizeZero(int64_t dimSize)
{
    return {"RuntimeError",
            "split_size can only be 0 if dimension size is 0, but got dimension size of " + std::to_string(dimSize)};
}

PyError ShapeErrors::splitSizeNegative(int64_t splitSize)
{
    return {"RuntimeError", "split expects split_size be non-negative, but got split_size=" + std::to_string(splitSize)};
}

PyError ShapeErrors::splitSizesNegative(const Shape &sizes)
{
    return {"RuntimeError", "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes=" +
                                Errors::shapeList(sizes)};
}

PyError ShapeErrors::needsOneDim(const char *op)
{
    return {"RuntimeError", std::string(op) + " expects at least a 1-dimensional tensor"};
}

PyError ShapeErrors::splitSizesSum(int64_t dimSize, int64_t dim, const Shape &sizes)
{
    return {"RuntimeError", "split_with_sizes expects split_sizes to sum exactly to " + std::to_string(dimSize) +
                                " (input tensor's size at dimension " + std::to_string(dim) +
                                "), but got split_sizes=" + Errors::shapeList(sizes)};
}

PyError ShapeErrors::catEmpty()
{
    // PyTorch 2 raises it as a ValueError (TORCH_CHECK_VALUE).
    return {Profile::isCurrent() ? "ValueError" : "RuntimeError", "torch.cat(): expected a non-empty list of Tensors"};
}

PyError ShapeErrors::catZeroDim(size_t position)
{
    return {"RuntimeError", "zero-dimensional tensor (at position " + std::to_string(position) + ") cannot be concatenated"};
}

PyError ShapeErrors::catDims(int64_t first, int64_t other)
{
    return {"RuntimeError",
            "Tensors must have same number of dimensions: got " + std::to_string(first) + " and " + std::to_string(other)};
}

PyError ShapeErrors::catSizes(int64_t dim, int64_t expected, int64_t got, size_t tensor)
{
    return {"RuntimeError", "Sizes of tensors must match except in dimension " + std::to_string(dim) + ". Expected size " +
                                std::to_string(expected) + " but got size " + std::to_string(got) + " for tensor number " +
                                std::to_string(tensor) + " in the list."};
}

PyError ShapeErrors::stackEmpty(const char *op)
{
    return {"RuntimeError", std::string(op) + " expects a non-empty TensorList"};
}

PyError ShapeErrors::stackSizes(const Shape &first, const Shape &other, size_t entry)
{
    return {"RuntimeError", "stack expects each tensor to be equal size, but got " + Errors::shapeList(first) +
                                " at entry 0 and " + Errors::shapeList(other) + " at entry " + std::to_string(entry)};
}

PyError ShapeErrors::repeatDims()
{
    return {"RuntimeError", "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor"};
}

PyError ShapeErrors::negativeDimension(int64_t size, const Shape &shape)
{
    return {"RuntimeError",
            "Trying to create tensor with negative dimension " + std::to_string(size) + ": " + Errors::shapeList(shape)};
}

PyError ShapeErrors::flipRepeated(int64_t dim)
{
    return {"RuntimeError", "dim " + std::to_string(dim) + " appears multiple times in the list of dims"};
}

PyError ShapeErrors::noGradViewModified(bool indirect)
{
    const std::string modified = indirect ? "its base or another view of its base has been" : "is being";
    return {"RuntimeError",
            "A view was created in no_grad mode and " + modified +
                " modified inplace with grad mode enabled. Given that this use "
            "case is ambiguous and error-prone, it is forbidden. You can clarify your code by moving both the view and the "
            "inplace either both inside the no_grad block (if you don't want the inplace to be tracked) or both outside (if "
            "you want the inplace to be tracked)."};
}

PyError ShapeErrors::multiOutputViewModified(const std::string &nodeName, int outputNr, bool indirect)
{
    const std::string modified = indirect ? "its base or another view of its base has been" : "is being";
    std::string m =
        nodeName.empty()
            ? "A view was created in no_grad mode and " + modified + " modified inplace with grad mode enabled."
            : "Output " + std::to_string(outputNr) + " of " + Errors::producerName(nodeName) + " is a view and " + modified +
                  " modified inplace.";
    return {"RuntimeError", m + " This view is the output of a function that returns multiple views. Such functions do not "
                                "allow the output views to be modified inplace. You should replace the inplace operation by "
                                "an out-of-place one."};
}

PyError ShapeErrors::indexTensorType()
{
    return {"IndexError", Profile::isCurrent() ? "tensors used as indices must be long, int, byte or bool tensors"
                                               : "tensors used as indices must be long, byte or bool tensors"};
}

PyError ShapeErrors::maskShape(const Shape &mask, int64_t maskIdx, const Shape &self, int64_t idx)
{
    return {"IndexError", "The shape of the mask " + Errors::shapeList(mask) + " at index " + std::to_string(maskIdx) +
                              " does not match the shape of the indexed tensor " + Errors::shapeList(self) + " at index " +
                              std::to_string(idx)};
}

PyError ShapeErrors::tooManyIndicesGot(int64_t dims, size_t given)
{
    return {"IndexError", "too many indices for tensor of dimension " + std::to_string(dims) + " (got " +
                              std::to_string(given) + ")"};
}

PyError ShapeErrors::indicesDevice(const std::string &selfDevice)
{
    return {"RuntimeError",
            "indices should be either on cpu or on the same device as the indexed tensor (" + selfDevice + ")"};
}

PyError ShapeErrors::indexShapesMismatch(const std::vector<Shape> &shapes)
{
    std::string s;
    for (size_t i = 0; i < shapes.size(); ++i)
        s += (i ? ", " : "") + Errors::shapeList(shapes[i]);
    return {"IndexError", "shape mismatch: indexing tensors could not be broadcast together with shapes " + s};
}

PyError ShapeErrors::indexPutShape(const Shape &value, const Shape &result)
{
    return {"RuntimeError", "shape mismatch: value tensor of shape " + Errors::shapeList(value) +
                                " cannot be broadcast to indexing result of shape " + Errors::shapeList(result)};
}

std::string ShapeErrors::scalarTypeName(DType d)
{
    // c10's names are the legacy tensor type names without "Tensor" ("FloatTensor" -> "Float").
    std::string_view legacy = legacyTypeName(d);
    return std::string(legacy.substr(0, legacy.size() - 6));
}

PyError ShapeErrors::indexPutDtypes(DType destination, DType source)
{
    return {"RuntimeError", "Index put requires the source and destination dtypes match, got " +
                                scalarTypeName(destination) + " for the destination and " + scalarTypeName(source) +
                                " for the source."};
}

PyError ShapeErrors::assignType(const std::string &valueType, const std::string &tensorType)
{
    return {"TypeError", "can't assign a " + valueType + " to a " + tensorType};
}

PyError ShapeErrors::mixedDevices(const std::string &first, const std::string &second, const std::string &where)
{
    PyError e{"RuntimeError", "Expected all tensors to be on the same device, but found at least two devices, " + first +
                                  " and " + second + "! (when checking argument for argument tensors in method " + where + ")"};
    e.setId("mixed_devices");
    return e;
}

} // namespace tl
