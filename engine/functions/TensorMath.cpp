#include "TensorMath.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "functions/TensorConvert.h"
#include "functions/TensorIndexing.h"
#include "functions/TensorViews.h"
#include "ops/HostElements.h"
#include "ops/Reductions.h"
#include "ops/TensorFactory.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

std::shared_ptr<Node> forcedNode(const std::string &name, const std::vector<TensorPtr> &inputs)
{
    auto node = std::make_shared<Node>(name);
    for (const auto &t : inputs)
        node->next().push_back(Autograd::edgeOf(t));
    return node;
}

} // namespace

TensorPtr TensorMath::zeros(Runtime &rt, const Shape &sizes, DType dtype, const Device &device)
{
    return TensorFactory::full(rt, sizes, Scalar::fromInt(0), dtype, device, false, "torch.zeros");
}

void TensorMath::fill(Runtime &rt, const TensorPtr &self, Scalar value, const std::string &opName,
                      const TensorPtr &valueTensor, bool tensorOverload)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || (valueTensor && valueTensor->requiresGrad()));
    Errors::checkFillValue(value, self->dtype());
    MemoryOverlap::assertNoInternalOverlap(*self);
    if (self->numel() == 1) {
        const Scalar old = HostElements::item(self);
        self->storage()->backend().fill(self->ref(), value);
        self->bumpVersion();
        TensorMaker::reportElementWrite(rt, *self, old, value.castTo(self->dtype()), opName);
    } else {
        self->storage()->backend().fill(self->ref(), value);
        self->bumpVersion();
        TensorMaker::reportWrite(rt, *self, opName);
    }
    if (rt.gradEnabled() && (self->requiresGrad() || (valueTensor && valueTensor->requiresGrad()))) {
        // fill_.Scalar is FillBackward2; fill_.Tensor (FillBackward3) passes sum(grad) to the value.
        const char *name = opName == "zero_()"                  ? "ZeroBackward0"
                           : (valueTensor || tensorOverload) ? "FillBackward3"
                                                             : "FillBackward2";
        auto node = forcedNode(name, {self, valueTensor});
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {zeros(r, g->sizes(), g->dtype(), g->device()), Reductions::sum(r, g, {}, false, std::nullopt)};
        });
        Autograd::rebaseInplace(rt, self, node);
    }
}

void TensorMath::zero(Runtime &rt, const TensorPtr &self) { fill(rt, self, Scalar::fromInt(0), "zero_()"); }

void TensorMath::copyFrom(Runtime &rt, const TensorPtr &self, const TensorPtr &src, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || src->requiresGrad());
    // TensorIterator checks memory overlap before shapes.
    MemoryOverlap::assertNoInternalOverlap(*self);
    MemoryOverlap::assertNoPartialOverlap(*self, *src);
    const Shape b = ShapeMath::broadcastTorch(self->sizes(), src->sizes());
    if (b != self->sizes())
        throw PyError("RuntimeError", "output with shape " + Errors::shapeList(self->sizes()) +
                                          " doesn't match the broadcast shape " + Errors::shapeList(b));
    const Shape strides = ShapeMath::expandedStrides(src->sizes(), src->strides(), self->sizes());
    auto expanded = std::make_shared<TensorImpl>(rt, 0, src->storage(), src->dtype(), self->sizes(), strides,
                                                 src->storageOffset(), src->versionCounter());
    const Scalar old = self->numel() == 1 ? HostElements::item(self) : Scalar();
    TensorMaker::copyElements(rt, *self, *expanded, opName);
    self->bumpVersion();
    if (self->numel() == 1)
        TensorMaker::reportElementWrite(rt, *self, old, HostElements::item(self), opName);
    if (rt.gradEnabled() && (self->requiresGrad() || src->requiresGrad())) {
        auto node = forcedNode("CopyBackwards", {self, src});
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {zeros(r, g->sizes(), g->dtype(), g->device()), g};
        });
        Autograd::rebaseInplace(rt, self, node);
    }
}

void TensorMath::setIndex(Runtime &rt, const TensorPtr &self, const std::vector<IndexItem> &items, const Operand &value,
                          const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    // Tensor.__setitem__: index to a view, then write through it as PyTorch's copy_to does
    // (an advanced index has been written by index_put_ instead).
    const TensorPtr view = TensorIndexing::assignmentTarget(rt, self, items, value, opName);
    if (!view)
        return;
    if (!value.isTensor()) {
        // The number becomes a 0-d tensor: fill_.Tensor.
        fill(rt, view, value.number, opName, nullptr, true);
        return;
    }
    const TensorPtr &src = value.tensor;
    if (view->sizes() == src->sizes()) {
        copyFrom(rt, view, src, opName);
        return;
    }
    if (src->dim() == 0 && src->device().isCpu()) {
        fill(rt, view, HostElements::item(src), opName, src, true);
        return;
    }
    // Leading 1s of the value are dropped, then it must expand to the target.
    Shape stripped = src->sizes();
    while (!stripped.empty() && stripped.front() == 1)
        stripped.erase(stripped.begin());
    TensorPtr expanded = TensorViews::expand(rt, TensorViews::view(rt, src, stripped), view->sizes());
    copyFrom(rt, view, expanded, opName);
}

} // namespace tl
