// Differentiable views as torch/csrc/autograd/VariableTypeUtils.h's as_view: same storage,
// same version counter, the base remembered (the chain's root, as `_base` reports it).
#include "DifferentiableView.h"

#include "autograd/Autograd.h"
#include "functions/TensorMath.h"

namespace tl {

TensorPtr DifferentiableView::make(Runtime &rt, const TensorPtr &t, Shape sizes, Shape strides, int64_t offset,
                                   const std::string &op, const std::string &reason, const std::string &nodeName,
                                   Node::Backward backward)
{
    Provenance why{op, true, {}};
    if (rt.hasSinks())
        why.reason = reason;
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), std::move(sizes), std::move(strides), offset,
                                 t->versionCounter(), why);
    out->setViewBase(t->isView() ? t->viewBase() : t);
    // A view of a split()/unbind() output inherits its restrictions (propagate_creation_meta).
    if (t->isView() && t->multiOutputView())
        out->setMultiOutputView(true);
    else if (!rt.gradEnabled() || (t->isView() && t->noGradView()))
        out->setNoGradView(true);
    out->inheritStorageWindow(*t);
    if (auto node = Autograd::makeNode(rt, nodeName, {t})) {
        node->setBackward(std::move(backward));
        Autograd::setHistory(out, node);
    }
    return out;
}

Node::Backward DifferentiableView::scatterBack(Shape inputSizes, std::function<TensorPtr(Runtime &, const TensorPtr &)> pick)
{
    return [inputSizes = std::move(inputSizes), pick = std::move(pick)](Runtime &rt, const TensorPtr &g,
                                                                        Node &) -> std::vector<TensorPtr> {
        auto z = TensorMath::zeros(rt, inputSizes, g->dtype(), g->device());
        TensorMath::copyFrom(rt, pick(rt, z), g, "backward");
        return {z};
    };
}

} // namespace tl
