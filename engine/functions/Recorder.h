#pragma once
// What every differentiable op does around its computation, as PyTorch's generated
// VariableType does: a node with edges to the inputs that require grad, the values its
// formula needs saved (inputs as they are, outputs as history-free aliases, numbers), the
// in-place checks and rebasing, and out= refusing inputs that require grad.
#include "autograd/Autograd.h"
#include "ops/Operand.h"

#include <functional>
#include <string>
#include <vector>

namespace tl {

// What a backward formula reads: the incoming gradient and the node's saved values.
struct GradContext {
    Runtime &rt;
    TensorPtr grad;
    Node &node;

    TensorPtr saved(size_t slot) const;   // version-checked (PyTorch's SavedVariable::unpack)
    Operand operand(size_t slot) const;   // a saved tensor or number
    bool needs(size_t input) const { return input < node.next().size() && node.next()[input].fn != nullptr; }
};

using Formula = std::function<std::vector<TensorPtr>(const GradContext &)>;

class Recorder {
public:
    // A node named `name` when grad mode is on and an input requires grad; null otherwise.
    static std::shared_ptr<Node> node(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs);
    // A node for an in-place op (created whenever self or an input requires grad).
    static std::shared_ptr<Node> inplaceNode(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs);
    // Save slots in order; an empty slot where the formula will not read.
    static void saveInput(Node &n, const TensorPtr &t);
    static void saveOperand(Node &n, const Operand &o);
    static void saveOutput(Node &n, const TensorPtr &out);
    static void saveNothing(Node &n);
    // Attach the formula and make `out` the node's output.
    static void finish(const std::shared_ptr<Node> &n, const TensorPtr &out, Formula f);
    // The same for an in-place op on `self` (rebasing a view's base).
    static void finishInplace(Runtime &rt, const std::shared_ptr<Node> &n, const TensorPtr &self, Formula f);
    // "exp(): functions with out=... arguments don't support automatic differentiation..."
    static void checkOut(Runtime &rt, const std::string &op, const std::vector<TensorPtr> &inputs);
    // The in-place rules on a leaf / view of a leaf (check_inplace).
    static void checkInplace(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &inputs);
    // A history-free alias of `t` sharing its memory and version counter.
    static TensorPtr alias(const TensorPtr &t);
};

} // namespace tl
