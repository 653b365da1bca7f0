#pragma once
// What a tensor asks of autograd, which is built layers above it (c10's
// VariableHooksInterface): the tensor holds its grad_fn as an opaque Node and calls these
// hooks for the one thing it cannot do itself, so tensor/ never includes autograd/.
#include <memory>

namespace tl {

class Node;
class TensorImpl;

class AutogradHooks {
public:
    virtual ~AutogradHooks() = default;
    // The grad_fn of a differentiable view whose memory changed in place since its grad_fn
    // was made (VariableHooks::grad_fn): AsStridedBackward0 over its base's current history,
    // or PyTorch's error for a view that may not be rebased.
    virtual std::shared_ptr<Node> regeneratedViewGradFn(const TensorImpl &view) const = 0;

    // Autograd installs its hooks when it is linked in; without autograd no tensor has a
    // history to regenerate.
    static void install(const AutogradHooks *hooks);
    static const AutogradHooks *installed();
};

} // namespace tl
