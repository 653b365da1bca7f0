#include "TensorConvert.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "functions/TensorViews.h"
#include "ops/TensorCopy.h"

namespace tl {

namespace {

// CloneBackward0 / ToCopyBackward0: the gradient passes through unchanged.
void recordPassThrough(Runtime &rt, const TensorPtr &in, const TensorPtr &out, const char *name)
{
    if (auto node = Autograd::makeNode(rt, name, {in})) {
        node->setBackward([](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
        Autograd::setHistory(out, node);
    }
}

} // namespace

TensorPtr TensorConvert::to(Runtime &rt, const TensorPtr &t, std::optional<Device> device, std::optional<DType> dtype, bool copy,
                            const std::string &op)
{
    auto out = TensorCopy::to(rt, t, device, dtype, copy, op);
    // Only a floating result is differentiable: to(torch.int64) ends the graph there.
    if (out != t && isFloating(out->dtype()))
        recordPassThrough(rt, t, out, "ToCopyBackward0");
    return out;
}

TensorPtr TensorConvert::clone(Runtime &rt, const TensorPtr &t, const std::string &op, bool contiguousLayout)
{
    auto out = TensorCopy::clone(rt, t, op, contiguousLayout);
    recordPassThrough(rt, t, out, "CloneBackward0");
    return out;
}

TensorPtr TensorConvert::contiguous(Runtime &rt, const TensorPtr &t)
{
    auto out = TensorCopy::contiguous(rt, t);
    if (out != t)
        recordPassThrough(rt, t, out, "CloneBackward0");
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
        // tensor_to_numpy hands NumPy the tensor's null data pointer: the array says it owns
        // its data and has zero strides, yet no element of it is memory of its own. It is
        // shown on the tensor's storage, the memory its base (the tensor) stands for.
        return TensorMaker::array(rt, src->storage(), src->dtype(), src->sizes(), std::vector<int64_t>(src->sizes().size(), 0),
                                  src->storageOffset(), nullptr, base, true, {op, true, op + " of an empty tensor"});
    }
    // A view costs O(1): the reason is only spelled out when someone listens for events.
    Provenance why;
    if (rt.hasSinks())
        why = {op, true, op + " returns an ndarray viewing the tensor's memory (no copy)"};
    return TensorMaker::array(rt, src->storage(), src->dtype(), src->sizes(), src->strides(), src->storageOffset(), nullptr,
                              std::move(base), false, why);
}

} // namespace tl
