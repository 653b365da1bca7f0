#pragma once
// Advanced indexing of tensors by index tensors, after basic slicing (ATen's
// TensorAdvancedIndexing.cpp: at::index and index_put_): boolean masks become the indices of
// their true elements, the index tensors broadcast together, and the result is always new
// memory laid out as TensorIterator lays out a new output.
#include "ops/TensorMaker.h"

namespace tl {

class AdvancedIndex {
public:
    // self[indices]: indices[d] (int64 or bool, or null for "all of it") indexes dimension d.
    static TensorPtr index(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &indices);
    // self.index_put_(indices, values, accumulate): values (self's dtype) broadcast to the
    // indexing result; repeated positions keep the last value, or the sum with `accumulate`.
    static void indexPut(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &indices, const TensorPtr &values,
                         bool accumulate, const std::string &op);
};

} // namespace tl
