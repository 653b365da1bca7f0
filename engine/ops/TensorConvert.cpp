#include "TensorConvert.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "ops/TensorViews.h"

#include <algorithm>
#include <numeric>

namespace tl {

namespace {

TensorPtr emptyLike(Runtime &rt, const TensorPtr &t, DType dtype, const Device &device, bool preserve, const Provenance &why)
{
    return TensorMaker::empty(rt, t->sizes(), dtype, device, why,
                              preserve ? StridedView::preservedStrides(*t) : StridedView::contiguousStrides(t->sizes()));
}

std::string transferReason(const Device &from, const Device &to)
{
    if (from == to)
        return "copies into new memory on " + to.str();
    return "copies from " + from.str() + " memory to " + to.str() + " memory (different memories never share)";
}

} // namespace

TensorPtr TensorConvert::to(Runtime &rt, const TensorPtr &t, std::optional<Device> device, std::optional<DType> dtype, bool copy,
                            const std::string &op)
{
    const Device target = device ? rt.checkDevice(*device) : t->device();
    const DType dt = dtype.value_or(t->dtype());
    if (!copy && target == t->device() && dt == t->dtype())
        return t; // PyTorch returns self: `t.to('cpu') is t`
    std::string reason = op + " " + transferReason(t->device(), target);
    if (dt != t->dtype())
        reason += ", converting " + std::string(torchName(t->dtype())) + " to " + std::string(torchName(dt));
    auto out = emptyLike(rt, t, dt, target, true, {op, false, reason});
    TensorMaker::copyElements(rt, *out, *t, op);
    if (auto node = Autograd::makeNode(rt, "ToCopyBackward0", {t})) {
        if (isFloating(dt)) {
            node->setBackward([](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
            Autograd::setHistory(out, node);
        }
    }
    return out;
}

TensorPtr TensorConvert::clone(Runtime &rt, const TensorPtr &t, const std::string &op, bool contiguousLayout)
{
    auto out = emptyLike(rt, t, t->dtype(), t->device(), !contiguousLayout, {op, false, op + " copies into a new storage"});
    TensorMaker::copyElements(rt, *out, *t, op);
    if (auto node = Autograd::makeNode(rt, "CloneBackward0", {t})) {
        node->setBackward([](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorConvert::contiguous(Runtime &rt, const TensorPtr &t)
{
    if (t->isContiguous())
        return t;
    auto out = emptyLike(rt, t, t->dtype(), t->device(), false,
                         {"contiguous()", false, "contiguous() copies: the elements are not laid out row by row"});
    TensorMaker::copyElements(rt, *out, *t, "contiguous()");
    if (auto node = Autograd::makeNode(rt, "CloneBackward0", {t})) {
        node->setBackward([](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
        Autograd::setHistory(out, node);
    }
    return out;
}

NdArrayPtr TensorConvert::numpy(Runtime &rt, const TensorPtr &t, bool force, const std::string &op)
{
    TensorPtr forced;
    if (force) {
        // tensor.detach().cpu(): shares for a CPU tensor, copies from GPU memory.
        NoGradGuard noGrad(rt);
        forced = to(rt, TensorViews::detach(rt, t), Device::cpu(), std::nullopt, false, op);
    } else {
        // The device is checked before requires_grad (tensor_numpy.cpp).
        if (!t->device().isCpu())
            throw Errors::numpyOnCuda(t->device());
        if (t->requiresGrad())
            throw Errors::numpyRequiresGrad();
    }
    const TensorPtr &src = force ? forced : t;
    // aten_to_numpy_dtype, after the device and requires_grad checks.
    if (!hasNumpyType(src->dtype()))
        throw Errors::numpyUnsupportedScalarType(src->dtype());
    // tensor_to_numpy: the array now holds the memory, so resize_ may not move it.
    src->storage()->markNotResizable();
    // The array's base is a tensor object on the same memory, not `t` itself.
    auto base = std::make_shared<TensorImpl>(rt, rt.nextObjectId(), src->storage(), src->dtype(), src->sizes(), src->strides(),
                                             src->storageOffset(), src->versionCounter());
    if (src->numel() == 0) {
        // tensor_to_numpy gives an empty tensor a fresh array that owns its (empty) memory,
        // yet still records the tensor as its base.
        StoragePtr s = TensorMaker::arrayStorage(rt, src->sizes(), src->dtype(), op);
        return TensorMaker::array(rt, s, src->dtype(), src->sizes(), std::vector<int64_t>(src->sizes().size(), 0), 0, nullptr,
                                  base, true, {op, false, op + " of an empty tensor"});
    }
    // A view costs O(1): the reason is only spelled out when someone listens for events.
    Provenance why;
    if (rt.hasSinks())
        why = {op, true, op + " returns an ndarray viewing the tensor's memory (no copy)"};
    return TensorMaker::array(rt, src->storage(), src->dtype(), src->sizes(), src->strides(), src->storageOffset(), nullptr,
                              std::move(base), false, why);
}

} // namespace tl
