#pragma once
// Ops that join tensors into new memory: cat, stack, hstack, vstack (ATen's
// TensorShape.cpp). The result never shares with its inputs.
#include "ops/TensorMaker.h"

namespace tl {

class TensorJoins {
public:
    static TensorPtr cat(Runtime &rt, const std::vector<TensorPtr> &tensors, int64_t dim);
    static TensorPtr stack(Runtime &rt, const std::vector<TensorPtr> &tensors, int64_t dim);
    static TensorPtr hstack(Runtime &rt, const std::vector<TensorPtr> &tensors);
    static TensorPtr vstack(Runtime &rt, const std::vector<TensorPtr> &tensors);
};

} // namespace tl
