#include "TensorViews.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "core/ShapeErrors.h"
#include "core/VersionProfile.h"
#include "functions/DifferentiableView.h"
#include "functions/TensorConvert.h"
#include "functions/TensorIndexing.h"
#include "functions/TensorMath.h"
#include "tensor/ShapeMath.h"

#include <algorithm>

namespace tl {

TensorPtr TensorViews::detach(Runtime &rt, const TensorPtr &t)
{
    // A view costs O(1): the reason is only spelled out when someone listens for events.
    Provenance why;
    if (rt.hasSinks())
        why = {"detach()", true, "detach() returns a new tensor on the same storage, outside autograd"};
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(),
                                 t->versionCounter(), why);
    out->inheritStorageWindow(*t);
    return out;
}

TensorPtr TensorViews::detachInPlace(Runtime &, const TensorPtr &t)
{
    if (t->isView() && t->requiresGrad())
        throw Errors::detachViewInPlace();
    t->setGradFn(nullptr);
    t->setLeafRequiresGrad(false);
    return t;
}

TensorPtr TensorViews::data(Runtime &rt, const TensorPtr &t)
{
    auto out =
        TensorMaker::view(rt, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(), nullptr,
                          {".data", true, ".data shares the storage but not the version counter or autograd history"});
    out->inheritStorageWindow(*t);
    return out;
}

TensorPtr TensorViews::view(Runtime &rt, const TensorPtr &t, const Shape &shape, const std::string &op)
{
    const Shape sizes = ShapeMath::inferSize(shape, t->numel(), false);
    auto strides = ShapeMath::viewStrides(t->sizes(), t->strides(), sizes);
    if (!strides)
        throw Errors::viewStride();
    const Shape in = t->sizes();
    return DifferentiableView::make(
        rt, t, sizes, *strides, t->storageOffset(), op, op + " gives the same elements new sizes and strides (no copy)",
        "ViewBackward0",
        [in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, in)}; });
}

TensorPtr TensorViews::reshape(Runtime &rt, const TensorPtr &t, const Shape &shape, const std::string &op)
{
    const Shape sizes = ShapeMath::inferSize(shape, t->numel(), false);
    const Shape in = t->sizes();
    if (auto strides = ShapeMath::viewStrides(t->sizes(), t->strides(), sizes))
        return DifferentiableView::make(
            rt, t, sizes, *strides, t->storageOffset(), op, op + " can view these strides with the new shape (no copy)",
            // (PyTorch 2's reshape of viewable strides is a view(): ViewBackward0)
            Profile::isCurrent() ? "ViewBackward0" : "ReshapeAliasBackward0",
            [in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, in)}; });
    // Not viewable: copy into contiguous memory, then view that copy (at::_unsafe_view).
    auto copy = TensorConvert::clone(rt, t, op, true);
    auto out =
        TensorMaker::view(rt, copy->storage(), copy->dtype(), sizes, StridedView::contiguousStrides(sizes), 0,
                          copy->versionCounter(), {op, false, op + " copies: the strides cannot express the new shape"});
    if (auto node = Autograd::makeNode(rt, "UnsafeViewBackward0", {copy})) {
        const Shape cin = copy->sizes();
        node->setBackward(
            [cin](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, cin)}; });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorViews::t(Runtime &rt, const TensorPtr &x)
{
    if (x->dim() > 2)
        throw PyError("RuntimeError",
                      "t() expects a tensor with <= 2 dimensions, but self is " + std::to_string(x->dim()) + "D");
    Shape sizes = x->sizes(), strides = x->strides();
    std::reverse(sizes.begin(), sizes.end());
    std::reverse(strides.begin(), strides.end());
    return DifferentiableView::make(
        rt, x, sizes, strides, x->storageOffset(), "t()", "t() swaps the two strides (no copy)", "TBackward0",
        [](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {t(r, g)}; });
}

TensorPtr TensorViews::numpyT(Runtime &rt, const TensorPtr &x)
{
    Shape sizes = x->sizes(), strides = x->strides();
    std::reverse(sizes.begin(), sizes.end());
    std::reverse(strides.begin(), strides.end());
    return DifferentiableView::make(
        rt, x, sizes, strides, x->storageOffset(), ".T", ".T reverses the order of the strides (no copy)",
        "PermuteBackward0", [](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {numpyT(r, g)}; });
}

TensorPtr TensorViews::transpose(Runtime &rt, const TensorPtr &x, int64_t d0, int64_t d1)
{
    d0 = ShapeMath::wrapDim(d0, x->dim());
    d1 = ShapeMath::wrapDim(d1, x->dim());
    Shape sizes = x->sizes(), strides = x->strides();
    if (!sizes.empty()) {
        std::swap(sizes[d0], sizes[d1]);
        std::swap(strides[d0], strides[d1]);
    }
    return DifferentiableView::make(
        rt, x, sizes, strides, x->storageOffset(), "transpose()", "transpose() swaps two strides (no copy)",
        "TransposeBackward0",
        [d0, d1](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {transpose(r, g, d0, d1)}; });
}

TensorPtr TensorViews::expand(Runtime &rt, const TensorPtr &x, const Shape &target)
{
    const std::string typeName =
        std::string("torch.") + (x->device().isCuda() ? "cuda." : "") + std::string(legacyTypeName(x->dtype()));
    const Shape strides = ShapeMath::expandStridesTorch(x->sizes(), x->strides(), target, typeName);
    Shape sizes = target;
    const size_t lead = target.size() - x->sizes().size();
    for (size_t i = lead; i < target.size(); ++i)
        if (sizes[i] == -1)
            sizes[i] = x->sizes()[i - lead];
    // The engine reduces the broadcast gradient back to the input's shape.
    return DifferentiableView::make(rt, x, sizes, strides, x->storageOffset(), "expand()",
                                    "expand() repeats elements with stride 0 (no copy)", "ExpandBackward0",
                                    [](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
}

TensorPtr TensorViews::select(Runtime &rt, const TensorPtr &x, int64_t dim, int64_t index, int64_t reportDim)
{
    if (x->dim() == 0)
        throw PyError("IndexError",
                      "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                      "C++ to convert a 0-dim tensor to a number");
    dim = ShapeMath::wrapDim(dim, x->dim());
    const int64_t size = x->sizes()[dim];
    if (index < -size || index >= size)
        throw Errors::torchIndex(index, reportDim >= 0 ? reportDim : dim, size);
    const int64_t i = index < 0 ? index + size : index;
    Shape sizes = x->sizes(), strides = x->strides();
    const int64_t offset = x->storageOffset() + i * strides[dim];
    sizes.erase(sizes.begin() + dim);
    strides.erase(strides.begin() + dim);
    return DifferentiableView::make(rt, x, sizes, strides, offset, "indexing",
                                    "an integer index selects part of the same memory (no copy)", "SelectBackward0",
                                    DifferentiableView::scatterBack(x->sizes(), [dim, i](Runtime &r, const TensorPtr &z) {
                                        return select(r, z, dim, i);
                                    }));
}

TensorPtr TensorViews::slice(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<int64_t> start,
                             std::optional<int64_t> stop, int64_t step)
{
    if (x->dim() == 0)
        throw PyError("IndexError",
                      "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                      "C++ to convert a 0-dim tensor to a number");
    if (step <= 0)
        throw PyError("ValueError", "step must be greater than zero");
    dim = ShapeMath::wrapDim(dim, x->dim());
    const int64_t size = x->sizes()[dim];
    auto clampIndex = [size](int64_t v) {
        if (v < 0)
            v += size;
        return std::clamp<int64_t>(v, 0, size);
    };
    const int64_t a = start ? clampIndex(*start) : 0;
    const int64_t b = std::max(a, stop ? clampIndex(*stop) : size);
    const int64_t len = (b - a + step - 1) / step;
    Shape sizes = x->sizes(), strides = x->strides();
    const int64_t offset = x->storageOffset() + a * strides[dim];
    sizes[dim] = len;
    strides[dim] *= step;
    return DifferentiableView::make(
        rt, x, sizes, strides, offset, "slicing", "a slice views part of the same memory (no copy)", "SliceBackward0",
        DifferentiableView::scatterBack(
            x->sizes(), [dim, a, b, step](Runtime &r, const TensorPtr &z) { return slice(r, z, dim, a, b, step); }));
}

TensorPtr TensorViews::index(Runtime &rt, const TensorPtr &x, const std::vector<IndexItem> &items, bool tupleIndex)
{
    return TensorIndexing::get(rt, x, items, tupleIndex);
}

TensorPtr TensorViews::alias(Runtime &rt, const TensorPtr &t)
{
    return DifferentiableView::make(rt, t, t->sizes(), t->strides(), t->storageOffset(), "alias()",
                                    "alias() returns the same elements as a new tensor", "AliasBackward0",
                    [](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
}

} // namespace tl
