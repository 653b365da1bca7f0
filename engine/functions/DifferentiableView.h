#pragma once
// A differentiable view (PyTorch's as_view for view ops): a new tensor object on the same
// storage and version counter, its `_base` the root of the view chain, and a grad_fn when
// the input requires grad.
#include "autograd/Node.h"
#include "ops/TensorMaker.h"

#include <functional>

namespace tl {

class DifferentiableView {
public:
    using Shape = std::vector<int64_t>;

    // `reason` says in words why no memory is copied ("permute() reorders the strides").
    static TensorPtr make(Runtime &rt, const TensorPtr &t, Shape sizes, Shape strides, int64_t offset, const std::string &op,
                          const std::string &reason, const std::string &nodeName, Node::Backward backward);
    // The gradient of a view that picks part of its input: zeros shaped like the input with
    // the picked part (`pick` applied to them) set to the incoming gradient.
    static Node::Backward scatterBack(Shape inputSizes, std::function<TensorPtr(Runtime &, const TensorPtr &)> pick);
};

} // namespace tl
