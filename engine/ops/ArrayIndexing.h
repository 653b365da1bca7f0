#pragma once
// ndarray.__getitem__ / __setitem__ (NumPy 1.24's array_subscript / array_assign_subscript):
// basic indexing views the same memory (`.base` is the array that owns it), fancy indexing
// copies into new memory (laid out as mapiter lays it out, sometimes a transposed view of
// that copy), and assignment through either writes in place.
#include "ops/ArrayOps.h"

#include <variant>

namespace tl {

class ArrayIndexing {
public:
    static std::variant<NdArrayPtr, Scalar> get(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items);
    static void set(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items, const ArrayOperand &value,
                    const std::string &op);
};

} // namespace tl
