#pragma once
// Ops that cut a tensor into several views of its memory: split, split_with_sizes, chunk
// and unbind (ATen's TensorShape.cpp). Every piece shares the input's storage.
#include "ops/TensorMaker.h"

namespace tl {

class TensorSplits {
public:
    using Shape = std::vector<int64_t>;

    // Pieces of `splitSize` along `dim` (the last one shorter).
    static std::vector<TensorPtr> split(Runtime &rt, const TensorPtr &t, int64_t splitSize, int64_t dim);
    static std::vector<TensorPtr> splitWithSizes(Runtime &rt, const TensorPtr &t, const Shape &sizes, int64_t dim);
    static std::vector<TensorPtr> chunk(Runtime &rt, const TensorPtr &t, int64_t chunks, int64_t dim);
    static std::vector<TensorPtr> unbind(Runtime &rt, const TensorPtr &t, int64_t dim);
};

} // namespace tl
