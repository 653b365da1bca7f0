#pragma once
// NumPy 1.24's shape and view functions of arrays: which return views of the same memory
// (and what `.base` then is), which copy, and the layout of each copy (shape.c, ctors.c,
// multiarraymodule.c PyArray_ConcatenateArrays, numpy/core/shape_base.py).
#include "ops/MemoryOrder.h"
#include "tensor/NdArray.h"

#include <optional>
#include <vector>

namespace tl {

class Runtime;

class ArrayViews {
public:
    using Shape = std::vector<int64_t>;

    // a.view() / a.view(dtype): the same memory, read as `dtype` (same item size only).
    static NdArrayPtr view(Runtime &rt, const NdArrayPtr &a, std::optional<DType> dtype);
    // `a.shape = shape`: the array object itself re-shaped when no copy is needed.
    static void setShape(Runtime &rt, const NdArrayPtr &a, const Shape &shape);
    // PyArray_Ravel: a view when the memory allows, else a copy like flatten.
    static NdArrayPtr ravel(Runtime &rt, const NdArrayPtr &a, MemoryOrder order);
    // PyArray_Flatten: always a new 1-d array.
    static NdArrayPtr flatten(Runtime &rt, const NdArrayPtr &a, MemoryOrder order, const std::string &op = "flatten()");
    // PyArray_Transpose: axes reversed when none are given.
    static NdArrayPtr transpose(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes, const std::string &op);
    static NdArrayPtr swapaxes(Runtime &rt, const NdArrayPtr &a, int64_t axis1, int64_t axis2);
    // PyArray_Squeeze / PyArray_SqueezeSelected.
    // np.flip: the same elements in reverse along `axes` (all when absent), a view with
    // negative strides (m[::-1, ...]); `op` names the caller (np.flip, np.fliplr, np.flipud).
    static NdArrayPtr flip(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes, const std::string &op);
    static NdArrayPtr squeeze(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes);
    static NdArrayPtr expandDims(Runtime &rt, const NdArrayPtr &a, const Shape &axes);
    // PyArray_ConcatenateArrays (axis) or PyArray_ConcatenateFlattenedArrays (no axis).
    static NdArrayPtr concatenate(Runtime &rt, const std::vector<NdArrayPtr> &arrays, std::optional<int64_t> axis,
                                  const std::string &op = "np.concatenate");
    static NdArrayPtr stack(Runtime &rt, const std::vector<NdArrayPtr> &arrays, int64_t axis);
    // np.ascontiguousarray / np.asfortranarray: `a` itself when it already has the layout
    // and dtype, else a copy; at least one dimension.
    static NdArrayPtr withLayout(Runtime &rt, const NdArrayPtr &a, MemoryOrder order, std::optional<DType> dtype,
                                 const std::string &op);
    // np.may_share_memory: the memory bounds of the two overlap.
    static bool mayShareMemory(const NdArray &a, const NdArray &b);
    // normalize_axis_index.
    static int64_t normalizeAxis(int64_t axis, int64_t ndim, const char *prefix = nullptr);
};

} // namespace tl
