#pragma once
// A node of the autograd graph (a `grad_fn`): its PyTorch name, edges to the nodes of
// its inputs, the tensors it saved, and its backward formula.
#include "autograd/SavedVariable.h"
#include "core/Device.h"
#include "core/DType.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tl {

class Runtime;
class Node;

// What the gradient flowing to one input must look like (PyTorch's InputMetadata): the
// engine reduces broadcast gradients and casts dtype/device to match.
struct InputMeta {
    DType dtype = DType::Float32;
    std::vector<int64_t> sizes;
    Device device;
};

struct Edge {
    std::shared_ptr<Node> fn; // null when that input does not require grad
    InputMeta meta;
    int inputNr = 0; // which output of `fn` the input was (next_functions' second item)
};

class Node {
public:
    // Returns one gradient per entry of `next` (null where that input gets none).
    using Backward = std::function<std::vector<TensorPtr>(Runtime &, const TensorPtr &grad, Node &self)>;

    explicit Node(std::string name) : name_(std::move(name)) {}

    // type(grad_fn).__name__, e.g. "MulBackward0", "CopySlices".
    const std::string &name() const { return name_; }
    // Node::name() in C++, which PyTorch's own messages print: the hand-written nodes carry
    // their namespace ("torch::autograd::CopySlices").
    std::string cppName() const;
    std::vector<Edge> &next() { return next_; }
    const std::vector<Edge> &next() const { return next_; }
    std::vector<SavedVariable> &saved() { return saved_; }
    void setBackward(Backward b) { backward_ = std::move(b); }
    std::vector<TensorPtr> apply(Runtime &rt, const TensorPtr &grad) { return backward_(rt, grad, *this); }

    // Saved tensors are freed after a backward pass that does not retain the graph; a
    // second pass through a node that had saved any then fails.
    void releaseSaved();
    bool savedReleased() const { return released_; }
    bool hadSaved() const
    {
        for (const auto &s : saved_)
            if (s.defined())
                return true;
        return holdsState_;
    }
    // Numbers a node keeps beside its tensors, by PyTorch's name (PowBackward0's
    // "exponent"); a pass does not free them.
    void setSavedScalar(std::string name, Scalar v) { scalars_.emplace_back(std::move(name), v); }
    Scalar savedScalar(const std::string &name) const
    {
        for (const auto &[n, v] : scalars_)
            if (n == name)
                return v;
        return Scalar();
    }
    // CopySlices keeps its inner function as state that a pass releases too.
    void setHoldsState() { holdsState_ = true; }

    // Non-leaf tensors with retain_grad() whose gradient is the one this node receives.
    void retainGradOf(const TensorPtr &t) { retained_.push_back(t); }
    const std::vector<std::weak_ptr<TensorImpl>> &retained() const { return retained_; }

    // AccumulateGrad: the sink for a leaf's gradient.
    static std::shared_ptr<Node> makeAccumulateGrad(const TensorPtr &leaf);
    const TensorPtr &leaf() const { return leaf_; }

private:
    std::string name_;
    std::vector<Edge> next_;
    std::vector<SavedVariable> saved_;
    std::vector<std::pair<std::string, Scalar>> scalars_;
    Backward backward_;
    TensorPtr leaf_;
    std::vector<std::weak_ptr<TensorImpl>> retained_;
    bool released_ = false;
    bool holdsState_ = false;
};

} // namespace tl
