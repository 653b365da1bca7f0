#pragma once
// A subscript's value (`x[0, 1:3, None, [0, 2]]`) as the list of IndexItems each library
// reads from it: PyTorch's wrapTuple / applySlicing conversions (lists and arrays become
// int64 or bool index tensors) and NumPy's prepare_index (lists become index arrays).
#include "Value.h"
#include "core/PyError.h"
#include "ops/ArrayOps.h"
#include "ops/IndexItem.h"

#include <vector>

namespace tl {

class Runtime;

class SubscriptItems {
public:
    static std::vector<IndexItem> torch(Runtime &rt, const Value &index);
    static std::vector<IndexItem> numpy(Runtime &rt, const Value &index);
    // The value of `a[i] = [..]` as NumPy converts a sequence (an array of the dtype it infers).
    static ArrayOperand assignedArray(Runtime &rt, const Value &value);
    // Tensor.__setitem__'s TypeError for a value it cannot make a tensor of (a list, str, None...).
    static PyError unassignable(const Value &value, const TensorPtr &t);
    // Whether the subscript is a tuple (x[a, b], x[()], x[t] with t a tuple), which changes
    // how a lone slice is read.
    static bool isTuple(const Value &index);
};

} // namespace tl
