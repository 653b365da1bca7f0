#pragma once
// How NumPy 1.24 reads a subscript of an ndarray (mapping.c's prepare_index and
// get_view_from_index): the checks in NumPy's order, the view the basic part of the index
// selects, and what the fancy part (index arrays, masks, 0-d bools) adds on top.
#include "ops/IndexItem.h"

#include <optional>

namespace tl {

class ArrayIndexPlan {
public:
    using Shape = std::vector<int64_t>;

    enum class Form {
        Element,    // every dimension indexed by an integer: one element (a NumPy scalar)
        View,       // basic indexing: a view
        ViewCopy,   // basic indexing with a 0-d integer array among the integers: a copy of the view
        SingleMask, // one boolean array shaped like the array
        Fancy,      // index arrays (masks became their nonzero indices)
    };

    static ArrayIndexPlan make(const NdArray &a, const std::vector<IndexItem> &items);

    Form form = Form::View;
    // The basic part: sizes, strides and offset (elements) of the view it selects, fancy
    // dimensions kept in place (new axes have stride 0, as NumPy gives them).
    Shape viewSizes, viewStrides;
    int64_t viewOffset = 0;
    // Fancy: the dimensions of the view the index arrays index, their arrays (int64 values,
    // row-major in `arraySizes`), and the original axis each indexes (for error messages).
    std::vector<size_t> fancyDims;
    std::vector<std::vector<int64_t>> arrays;
    std::vector<Shape> arraySizes;
    std::vector<int64_t> axes;
    // 0-d booleans in the index multiply the broadcast shape's last dimension (0 or 1).
    std::vector<int64_t> zeroDimBools;
    int64_t fancyNdim = 0;
    // Where the broadcast index dimensions go among the result's (mapiter's consec); 0 when
    // the fancy indices are separated (they then come first).
    size_t consec = 0;
    // SingleMask: the mask's values row-major.
    std::vector<bool> mask;
};

} // namespace tl
