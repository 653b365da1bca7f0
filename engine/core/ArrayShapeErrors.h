#pragma once
// NumPy 1.24's messages for shape, view and join errors of arrays, word for word
// (numpy/core/src/multiarray: getset.c, shape.c, multiarraymodule.c; numpy/core/shape_base.py).
#include "PyError.h"

#include <cstdint>
#include <vector>

namespace tl {

class ArrayShapeErrors {
public:
    // `a.shape = s` when the new shape needs a copy (array_shape_set).
    static PyError shapeNeedsCopy();
    // normalize_axis_index: numpy.AxisError, with the argument's name as a prefix ("axis2: ").
    static PyError axisOutOfBounds(int64_t axis, int64_t ndim, const char *prefix = nullptr);
    static PyError repeatedAxis();          // normalize_axis_tuple
    static PyError transposeRepeated();     // PyArray_Transpose
    static PyError transposeAxesMismatch(); // PyArray_Transpose: len(axes) != ndim
    static PyError squeezeNotOne();
    static PyError concatenateEmpty();
    static PyError concatenateZeroDim();
    static PyError concatenateDims(int64_t firstDims, size_t index, int64_t dims);
    static PyError concatenateSizes(int64_t dim, int64_t firstSize, size_t index, int64_t size);
    static PyError stackEmpty();
    static PyError stackShapes();
};

} // namespace tl
