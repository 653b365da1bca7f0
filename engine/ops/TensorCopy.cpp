#include "TensorCopy.h"

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

TensorPtr TensorCopy::to(Runtime &rt, const TensorPtr &t, std::optional<Device> device, std::optional<DType> dtype, bool copy,
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
    return out;
}

TensorPtr TensorCopy::clone(Runtime &rt, const TensorPtr &t, const std::string &op, bool contiguousLayout)
{
    auto out = emptyLike(rt, t, t->dtype(), t->device(), !contiguousLayout, {op, false, op + " copies into a new storage"});
    TensorMaker::copyElements(rt, *out, *t, op);
    return out;
}

TensorPtr TensorCopy::contiguous(Runtime &rt, const TensorPtr &t)
{
    if (t->isContiguous())
        return t;
    auto out = emptyLike(rt, t, t->dtype(), t->device(), false,
                         {"contiguous()", false, "contiguous() copies: the elements are not laid out row by row"});
    TensorMaker::copyElements(rt, *out, *t, "contiguous()");
    return out;
}

} // namespace tl
