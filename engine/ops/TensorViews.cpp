#include "TensorViews.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "ops/TensorConvert.h"
#include "ops/TensorMath.h"
#include "tensor/ShapeMath.h"

#include <algorithm>

namespace tl {

namespace {

// A differentiable view of `t`: same storage and version counter, the root base
// remembered, and a grad_fn when t requires grad.
TensorPtr makeView(Runtime &rt, const TensorPtr &t, std::vector<int64_t> sizes, std::vector<int64_t> strides, int64_t offset,
                   const std::string &op, const std::string &nodeName, Node::Backward backward)
{
    // PyTorch ties such a view's requires_grad to its base (creation_meta NO_GRAD_MODE) and
    // forbids in-place changes to it later; that is not modelled, so it is refused.
    if (!rt.gradEnabled() && t->requiresGrad())
        throw UnsupportedError("a view of a tensor that requires grad, made under torch.no_grad(),");
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), std::move(sizes), std::move(strides), offset,
                                 t->versionCounter(), {op, true, op + " returns a view of the same storage"});
    out->setViewBase(t->isView() ? t->viewBase() : t);
    out->setOffsetOrigin(t->offsetOrigin());
    if (auto node = Autograd::makeNode(rt, nodeName, {t})) {
        node->setBackward(std::move(backward));
        Autograd::setHistory(out, node);
    }
    return out;
}

// Gradient of a view that picks part of its input: zeros shaped like the input with the
// picked part set to the incoming gradient.
Node::Backward scatterBack(std::vector<int64_t> inputSizes, std::function<TensorPtr(Runtime &, const TensorPtr &)> pick)
{
    return [inputSizes, pick](Runtime &rt, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
        auto z = TensorMath::zeros(rt, inputSizes, g->dtype(), g->device());
        TensorMath::copyFrom(rt, pick(rt, z), g, "backward");
        return {z};
    };
}

} // namespace

int64_t TensorViews::wrapDim(int64_t dim, int64_t ndim)
{
    const int64_t n = std::max<int64_t>(ndim, 1);
    if (dim < -n || dim >= n)
        throw PyError("IndexError", "Dimension out of range (expected to be in range of [" + std::to_string(-n) + ", " +
                                        std::to_string(n - 1) + "], but got " + std::to_string(dim) + ")");
    return dim < 0 ? dim + n : dim;
}

TensorPtr TensorViews::detach(Runtime &rt, const TensorPtr &t)
{
    // A view costs O(1): the reason is only spelled out when someone listens for events.
    Provenance why;
    if (rt.hasSinks())
        why = {"detach()", true, "detach() returns a new tensor on the same storage, outside autograd"};
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(),
                                 t->versionCounter(), why);
    out->setOffsetOrigin(t->offsetOrigin());
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
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(), nullptr,
                                 {".data", true, ".data shares the storage but not the version counter or autograd history"});
    out->setOffsetOrigin(t->offsetOrigin());
    return out;
}

TensorPtr TensorViews::view(Runtime &rt, const TensorPtr &t, const Shape &shape)
{
    const Shape sizes = ShapeMath::inferSize(shape, t->numel(), false);
    auto strides = ShapeMath::viewStrides(t->sizes(), t->strides(), sizes);
    if (!strides)
        throw Errors::viewStride();
    const Shape in = t->sizes();
    return makeView(rt, t, sizes, *strides, t->storageOffset(), "view()", "ViewBackward0",
                    [in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, in)}; });
}

TensorPtr TensorViews::reshape(Runtime &rt, const TensorPtr &t, const Shape &shape)
{
    const Shape sizes = ShapeMath::inferSize(shape, t->numel(), false);
    const Shape in = t->sizes();
    if (auto strides = ShapeMath::viewStrides(t->sizes(), t->strides(), sizes))
        return makeView(rt, t, sizes, *strides, t->storageOffset(), "reshape()", "ReshapeAliasBackward0",
                        [in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, in)}; });
    // Not viewable: copy into contiguous memory, then view that copy (at::_unsafe_view).
    auto copy = TensorConvert::clone(rt, t, "reshape()", true);
    auto out = TensorMaker::view(rt, copy->storage(), copy->dtype(), sizes, StridedView::contiguousStrides(sizes), 0,
                                 copy->versionCounter(),
                                 {"reshape()", false, "reshape() copies: the strides cannot express the new shape"});
    if (auto node = Autograd::makeNode(rt, "UnsafeViewBackward0", {copy})) {
        const Shape cin = copy->sizes();
        node->setBackward([cin](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {reshape(r, g, cin)}; });
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
    return makeView(rt, x, sizes, strides, x->storageOffset(), "t()", "TBackward0",
                    [](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {t(r, g)}; });
}

TensorPtr TensorViews::numpyT(Runtime &rt, const TensorPtr &x)
{
    Shape sizes = x->sizes(), strides = x->strides();
    std::reverse(sizes.begin(), sizes.end());
    std::reverse(strides.begin(), strides.end());
    return makeView(rt, x, sizes, strides, x->storageOffset(), ".T", "PermuteBackward0",
                    [](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {numpyT(r, g)}; });
}

TensorPtr TensorViews::transpose(Runtime &rt, const TensorPtr &x, int64_t d0, int64_t d1)
{
    d0 = wrapDim(d0, x->dim());
    d1 = wrapDim(d1, x->dim());
    Shape sizes = x->sizes(), strides = x->strides();
    if (!sizes.empty()) {
        std::swap(sizes[d0], sizes[d1]);
        std::swap(strides[d0], strides[d1]);
    }
    return makeView(rt, x, sizes, strides, x->storageOffset(), "transpose()", "TransposeBackward0",
                    [d0, d1](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
                        return {transpose(r, g, d0, d1)};
                    });
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
    return makeView(rt, x, sizes, strides, x->storageOffset(), "expand()", "ExpandBackward0",
                    [](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
}

TensorPtr TensorViews::select(Runtime &rt, const TensorPtr &x, int64_t dim, int64_t index, int64_t reportDim)
{
    if (x->dim() == 0)
        throw PyError("IndexError", "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                                    "C++ to convert a 0-dim tensor to a number");
    dim = wrapDim(dim, x->dim());
    const int64_t size = x->sizes()[dim];
    if (index < -size || index >= size)
        throw Errors::torchIndex(index, reportDim >= 0 ? reportDim : dim, size);
    const int64_t i = index < 0 ? index + size : index;
    Shape sizes = x->sizes(), strides = x->strides();
    const int64_t offset = x->storageOffset() + i * strides[dim];
    sizes.erase(sizes.begin() + dim);
    strides.erase(strides.begin() + dim);
    return makeView(rt, x, sizes, strides, offset, "indexing", "SelectBackward0",
                    scatterBack(x->sizes(), [dim, i](Runtime &r, const TensorPtr &z) { return select(r, z, dim, i); }));
}

std::vector<TensorPtr> TensorViews::unbind(Runtime &rt, const TensorPtr &x, int64_t dim)
{
    if (x->dim() == 0)
        throw PyError("IndexError", "Dimension specified as 0 but tensor has no dimensions");
    dim = wrapDim(dim, x->dim());
    std::vector<TensorPtr> out;
    const int64_t n = x->sizes()[dim];
    for (int64_t i = 0; i < n; ++i) {
        Shape sizes = x->sizes(), strides = x->strides();
        const int64_t offset = x->storageOffset() + i * strides[dim];
        sizes.erase(sizes.begin() + dim);
        strides.erase(strides.begin() + dim);
        auto v = makeView(rt, x, sizes, strides, offset, "unbind()", "UnbindBackward0",
                          scatterBack(x->sizes(), [dim, i](Runtime &r, const TensorPtr &z) { return select(r, z, dim, i); }));
        v->setMultiOutputNr(static_cast<int>(i));
        out.push_back(std::move(v));
    }
    return out;
}

TensorPtr TensorViews::slice(Runtime &rt, const TensorPtr &x, int64_t dim, std::optional<int64_t> start,
                             std::optional<int64_t> stop, int64_t step)
{
    if (x->dim() == 0)
        throw PyError("IndexError", "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                                    "C++ to convert a 0-dim tensor to a number");
    if (step <= 0)
        throw PyError("ValueError", "step must be greater than zero");
    dim = wrapDim(dim, x->dim());
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
    return makeView(rt, x, sizes, strides, offset, "slicing", "SliceBackward0",
                    scatterBack(x->sizes(), [dim, a, b, step](Runtime &r, const TensorPtr &z) {
                        return slice(r, z, dim, a, b, step);
                    }));
}

TensorPtr TensorViews::indexForAssignment(Runtime &rt, const TensorPtr &x, const std::vector<IndexItem> &items,
                                          bool skipWholeRange)
{
    if (x->dim() == 0 && items.size() == 1) {
        const IndexItem &it = items[0];
        if (it.kind == IndexItem::Kind::Slice)
            throw PyError("IndexError", "slice() cannot be applied to a 0-dim tensor.");
        if (it.index != 0)
            throw Errors::torchIndex(it.index, 0, 0);
        throw PyError("IndexError", "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                                    "C++ to convert a 0-dim tensor to a number");
    }
    if (static_cast<int64_t>(items.size()) > x->dim())
        throw Errors::tooManyIndices(static_cast<int64_t>(items.size()), x->dim(), false);
    TensorPtr cur = x;
    int64_t dim = 0, realDim = 0;
    for (const auto &it : items) {
        if (it.kind == IndexItem::Kind::Integer) {
            cur = select(rt, cur, dim, it.index, realDim);
        } else {
            // PyTorch skips a slice whose bounds are literally the whole dimension.
            const bool wholeRange = skipWholeRange && it.step.value_or(1) == 1 && it.start.value_or(0) == 0 && it.stop &&
                                    *it.stop == cur->sizes()[static_cast<size_t>(dim)];
            if (!wholeRange)
                cur = slice(rt, cur, dim, it.start, it.stop, it.step.value_or(1));
            ++dim;
        }
        ++realDim;
    }
    return cur;
}

TensorPtr TensorViews::index(Runtime &rt, const TensorPtr &x, const std::vector<IndexItem> &items, bool tupleIndex)
{
    TensorPtr cur = indexForAssignment(rt, x, items, tupleIndex);
    if (cur == x)
        cur = makeView(rt, x, x->sizes(), x->strides(), x->storageOffset(), "indexing", "AliasBackward0",
                       [](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
    return cur;
}

TensorPtr TensorViews::asStrided(Runtime &rt, const TensorPtr &x, const Shape &sizes, const Shape &strides, int64_t offset)
{
    return TensorMaker::view(rt, x->storage(), x->dtype(), sizes, strides, offset, x->versionCounter(),
                             {"as_strided()", true, "a strided view of the same storage"});
}

} // namespace tl
