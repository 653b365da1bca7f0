#pragma once
// The out= argument of torch functions: ATen's resize_output (a tensor of another shape is
// resized, with PyTorch's deprecation warning when it had elements) and its device check.
#include "tensor/TensorImpl.h"

namespace tl {
class Interpreter;
}

namespace tl::bind {

class OutArgument {
public:
    // Makes `out` hold `shape` (the op's result shape) on `device`.
    static void prepare(Interpreter &in, const TensorPtr &out, const std::vector<int64_t> &shape, const Device &device);
    // Tensor.resize_(shape) as the random factories' out= forms call it (rand_out & co):
    // no deprecation warning; a tensor that already has `shape` keeps its strides.
    static void resize(Interpreter &in, const TensorPtr &out, const std::vector<int64_t> &shape);
};

} // namespace tl::bind
