#pragma once
// ndarray.resize: NumPy 1.24's PyArray_Resize (numpy/core/src/multiarray/shape.c), the
// in-place change of an array's size that reallocates its own buffer.
#include "tensor/NdArray.h"

#include <vector>

namespace tl {

class Runtime;

class ArrayResize {
public:
    // `referenced`: whether anything but the array's one name refers to it (CPython's
    // reference count above 2), checked only with refcheck.
    static void inPlace(Runtime &rt, const NdArrayPtr &a, const std::vector<int64_t> &sizes, bool refcheck, bool referenced);
};

} // namespace tl
