#pragma once
// Recording the graph as ops run (grad_fn, edges, the in-place rules), and running it
// backwards (torch.autograd.backward for a scalar root).
#include "autograd/Node.h"
#include "tensor/Runtime.h"
#include "tensor/TensorImpl.h"

#include <initializer_list>
#include <string>
#include <vector>

namespace tl {

class NoGradGuard {
public:
    explicit NoGradGuard(Runtime &rt) : rt_(rt), prev_(rt.gradEnabled()) { rt.setGradEnabled(false); }
    ~NoGradGuard() { rt_.setGradEnabled(prev_); }
    NoGradGuard(const NoGradGuard &) = delete;
    NoGradGuard &operator=(const NoGradGuard &) = delete;

private:
    Runtime &rt_;
    bool prev_;
};

class Autograd {
public:
    static bool anyRequiresGrad(Runtime &rt, const std::vector<TensorPtr> &inputs);
    static Edge edgeOf(const TensorPtr &t);
    // A node with one edge per input (null tensors give empty edges); null when grad mode
    // is off or no input requires grad.
    static std::shared_ptr<Node> makeNode(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs);
    // Attach `node` as the grad_fn of a freshly computed output.
    static void setHistory(const TensorPtr &out, const std::shared_ptr<Node> &node);
    // PyTorch's check_inplace: when the op involves grad (`anyRequiresGrad`), refuses it on
    // a view of a leaf, then on a leaf, that requires grad.
    static void checkInplace(Runtime &rt, const TensorPtr &self, bool anyRequiresGrad);
    // A view from split()/unbind() (or a view of one) may not be rebased: PyTorch's
    // handle_view_on_rebase error; `indirect` when its base or a sibling was modified.
    [[noreturn]] static void refuseMultiOutputRebase(const TensorImpl &view, bool indirect);
    // After an in-place op on `self`, rebase its history onto `node` (a CopySlices on the
    // base when self is a view).
    static void rebaseInplace(Runtime &rt, const TensorPtr &self, const std::shared_ptr<Node> &node);
    // AsStridedBackward0 of `view` from its base's current history.
    static std::shared_ptr<Node> asStridedNode(const TensorPtr &base, const StridedView &view);
    // t.retain_grad(): a non-leaf that requires grad keeps the gradient it receives.
    static void retainGrad(const TensorPtr &t);
    // t.grad = grad (THPVariable_set_grad): null clears it; the same tensor object is kept,
    // so backward accumulates into it in place.
    static void assignGrad(const TensorPtr &t, const TensorPtr &grad);
    // y.backward(gradient): fills .grad of the leaves.
    static void backward(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph);
    // torch.autograd.grad(root, inputs): the gradients of `root` with respect to the leaves
    // `inputs` (null for one the graph does not reach, when `allowUnused`), leaving .grad alone.
    static std::vector<TensorPtr> grad(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph,
                                       const std::vector<TensorPtr> &inputs, bool allowUnused);

private:
    // The backward pass: into the leaves' .grad, or (with `inputs`) into the returned list.
    static std::vector<TensorPtr> run(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph,
                                      const std::vector<TensorPtr> *inputs);
};

} // namespace tl
