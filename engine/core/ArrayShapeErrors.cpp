// NumPy 1.24's texts for array shape errors (getset.c array_shape_set, shape.c, multiarraymodule.c
// PyArray_ConcatenateArrays, numpy/core/shape_base.py stack, normalize_axis_index).
#include "ArrayShapeErrors.h"

#include <string>

namespace tl {

PyError ArrayShapeErrors::shapeNeedsCopy()
{
    return {"AttributeError", "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the "
                              "desired shape."};
}

PyError ArrayShapeErrors::axisOutOfBounds(int64_t axis, int64_t ndim, const char *prefix)
{
    return {"numpy.AxisError", std::string(prefix ? prefix : "") + "axis " + std::to_string(axis) +
                                   " is out of bounds for array of dimension " + std::to_string(ndim)};
}

PyError ArrayShapeErrors::repeatedAxis() { return {"ValueError", "repeated axis"}; }

PyError ArrayShapeErrors::transposeRepeated() { return {"ValueError", "repeated axis in transpose"}; }

PyError ArrayShapeErrors::transposeAxesMismatch() { return {"ValueError", "axes don't match array"}; }

PyError ArrayShapeErrors::squeezeNotOne()
{
    return {"ValueError", "cannot select an axis to squeeze out which has size not equal to one"};
}

PyError ArrayShapeErrors::concatenateEmpty() { return {"ValueError", "need at least one array to concatenate"}; }

PyError ArrayShapeErrors::concatenateZeroDim() { return {"ValueError", "zero-dimensional arrays cannot be concatenated"}; }

PyError ArrayShapeErrors::concatenateDims(int64_t firstDims, size_t index, int64_t dims)
{
    return {"ValueError", "all the input arrays must have same number of dimensions, but the array at index 0 has " +
                              std::to_string(firstDims) + " dimension(s) and the array at index " + std::to_string(index) +
                              " has " + std::to_string(dims) + " dimension(s)"};
}

PyError ArrayShapeErrors::concatenateSizes(int64_t dim, int64_t firstSize, size_t index, int64_t size)
{
    return {"ValueError", "all the input array dimensions except for the concatenation axis must match exactly, but "
                          "along dimension " +
                              std::to_string(dim) + ", the array at index 0 has size " + std::to_string(firstSize) +
                              " and the array at index " + std::to_string(index) + " has size " + std::to_string(size)};
}

PyError ArrayShapeErrors::stackEmpty() { return {"ValueError", "need at least one array to stack"}; }

PyError ArrayShapeErrors::stackShapes() { return {"ValueError", "all input arrays must have the same shape"}; }

} // namespace tl
