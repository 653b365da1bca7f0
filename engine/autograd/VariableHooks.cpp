#include "VariableHooks.h"

#include "autograd/Autograd.h"
#include "core/ShapeErrors.h"

namespace tl {

std::shared_ptr<Node> VariableHooks::regeneratedViewGradFn(const TensorImpl &view) const
{
    if (view.multiOutputView())
        Autograd::refuseMultiOutputRebase(view, true);
    if (view.noGradView())
        throw ShapeErrors::noGradViewModified(true);
    return Autograd::asStridedNode(view.viewBase(), view);
}

const VariableHooks &VariableHooks::instance()
{
    static const VariableHooks hooks;
    return hooks;
}

} // namespace tl
