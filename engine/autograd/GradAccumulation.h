#pragma once
// What AccumulateGrad stores as a leaf's first .grad (torch/csrc/autograd/functions/
// accumulate_grad.h): the engine keeps a copy either way, with the _version PyTorch's own
// choice between keeping the buffer and copying it gives.
#include "tensor/TensorImpl.h"

namespace tl {

class Runtime;

class GradAccumulation {
public:
    // `heldElsewhere`: the gradient is the root one, or another input's buffer holds it too.
    static TensorPtr firstGrad(Runtime &rt, const TensorPtr &grad, const StridedView &leaf, bool heldElsewhere);
    // utils::obeys_layout_contract: a dense leaf's gradient has its strides (dims of size 1
    // aside); any other leaf's is contiguous.
    static bool obeysLayoutContract(const StridedView &grad, const StridedView &leaf);
};

} // namespace tl
