#pragma once
// Tensor.__getitem__ and Tensor.__setitem__ as torch/csrc/autograd/python_variable_indexing.cpp
// reads a subscript: integers select, slices narrow, None and Ellipsis reshape the view,
// and index tensors, lists and Python bools switch to advanced indexing (a copy).
#include "ops/IndexItem.h"
#include "ops/Operand.h"
#include "ops/TensorMaker.h"

namespace tl {

class TensorIndexing {
public:
    // t[items]; `tupleIndex` when the subscript was a tuple (a lone slice is always applied,
    // a tuple's slice spelled as the whole range is skipped, as PyTorch does).
    static TensorPtr get(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items, bool tupleIndex);
    // t[items] = value: the view a basic subscript selects (the caller copies the value into
    // it), or null when there is nothing left to do: an advanced subscript was written with
    // index_put_, or `t[False] = v` writes nothing.
    static TensorPtr assignmentTarget(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items,
                                      const Operand &value, const std::string &op);
};

} // namespace tl
