// Dimension-changing views as ATen's TensorShape.cpp computes them (inferUnsqueezeGeometry,
// inferSqueezeGeometry, permute, movedim, flatten, narrow) with derivatives.yaml's
// backward nodes, and the in-place view ops of VariableTypeManual (t_, squeeze_ ...).
#include "DimensionViews.h"

#include "core/VersionProfile.h"

#include "autograd/Autograd.h"
#include "core/PyError.h"
#include "core/ShapeErrors.h"
#include "functions/DifferentiableView.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <numeric>

namespace tl {

namespace {

// squeeze_()'s node: PyTorch 2 added squeeze.dims, which shifted the in-place overloads'
// numbers by one (squeeze_ is SqueezeBackward3, squeeze_.dim SqueezeBackward4).
const char *squeezeInPlaceNode(bool withDim)
{
    if (Profile::isCurrent())
        return withDim ? "SqueezeBackward4" : "SqueezeBackward3";
    return withDim ? "SqueezeBackward3" : "SqueezeBackward2";
}

using Shape = std::vector<int64_t>;

struct Geometry {
    Shape sizes, strides;
};

Geometry unsqueezed(const StridedView &t, int64_t dim)
{
    Geometry g{t.sizes(), t.strides()};
    const auto d = static_cast<size_t>(dim);
    const int64_t stride = d >= g.sizes.size() ? 1 : g.sizes[d] * g.strides[d];
    g.sizes.insert(g.sizes.begin() + dim, 1);
    g.strides.insert(g.strides.begin() + dim, stride);
    return g;
}

Geometry squeezed(const StridedView &t, std::optional<int64_t> dim)
{
    Geometry g;
    for (size_t i = 0; i < t.sizes().size(); ++i) {
        const bool drop = t.sizes()[i] == 1 && (!dim || static_cast<size_t>(*dim) == i);
        if (!drop) {
            g.sizes.push_back(t.sizes()[i]);
            g.strides.push_back(t.strides()[i]);
        }
    }
    return g;
}

Geometry swapped(const StridedView &t, int64_t d0, int64_t d1)
{
    Geometry g{t.sizes(), t.strides()};
    if (!g.sizes.empty()) {
        std::swap(g.sizes[static_cast<size_t>(d0)], g.sizes[static_cast<size_t>(d1)]);
        std::swap(g.strides[static_cast<size_t>(d0)], g.strides[static_cast<size_t>(d1)]);
    }
    return g;
}

Node::Backward reshapeBack(Shape in)
{
    return [in = std::move(in)](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
        return {TensorViews::reshape(r, g, in)};
    };
}

// The dimension a squeeze(dim) names, wrapped as PyTorch wraps it (a 0-d tensor accepts -1 and 0).
int64_t squeezeDim(const StridedView &t, std::optional<int64_t> dim)
{
    return dim ? ShapeMath::wrapDim(*dim, t.dim()) : 0;
}

// An in-place view op (VariableType's t_, squeeze_ ...): the object takes the new geometry,
// its version moves on, and its history continues through `nodeName`.
void restrideInPlace(Runtime &rt, const TensorPtr &t, Geometry g, const std::string &op, const std::string &reason,
                     const std::string &nodeName, Node::Backward backward)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    auto node = Autograd::makeNode(rt, nodeName, {t});
    t->restride(std::move(g.sizes), std::move(g.strides));
    t->bumpVersion();
    if (node) {
        node->setBackward(std::move(backward));
        t->setGradFn(node);
    }
    TensorMaker::reportRestride(rt, *t, {op, true, reason});
}

} // namespace

TensorPtr DimensionViews::unsqueeze(Runtime &rt, const TensorPtr &t, int64_t dim)
{
    dim = ShapeMath::wrapDim(dim, t->dim() + 1);
    Geometry g = unsqueezed(*t, dim);
    return DifferentiableView::make(
        rt, t, std::move(g.sizes), std::move(g.strides), t->storageOffset(), "unsqueeze()",
        "unsqueeze() inserts a size-1 dimension into the strides (no copy)", "UnsqueezeBackward0",
        [dim](Runtime &r, const TensorPtr &grad, Node &) -> std::vector<TensorPtr> { return {squeeze(r, grad, dim)}; });
}

TensorPtr DimensionViews::squeeze(Runtime &rt, const TensorPtr &t, std::optional<int64_t> dim)
{
    if (dim)
        dim = squeezeDim(*t, dim);
    Geometry g = squeezed(*t, dim);
    return DifferentiableView::make(rt, t, std::move(g.sizes), std::move(g.strides), t->storageOffset(), "squeeze()",
                                    "squeeze() drops size-1 dimensions from the strides (no copy)",
                                    dim ? "SqueezeBackward1" : "SqueezeBackward0", reshapeBack(t->sizes()));
}

TensorPtr DimensionViews::permute(Runtime &rt, const TensorPtr &t, const Shape &dims)
{
    const int64_t n = t->dim();
    if (static_cast<int64_t>(dims.size()) != n)
        throw ShapeErrors::permuteLength(n, dims.size());
    Shape order(dims.size());
    std::vector<bool> seen(dims.size(), false);
    for (size_t i = 0; i < dims.size(); ++i)
        order[i] = ShapeMath::wrapDim(dims[i], n);
    for (int64_t d : order) {
        if (seen[static_cast<size_t>(d)])
            throw ShapeErrors::permuteDuplicate();
        seen[static_cast<size_t>(d)] = true;
    }
    Shape sizes(order.size()), strides(order.size()), inverse(order.size());
    for (size_t i = 0; i < order.size(); ++i) {
        sizes[i] = t->sizes()[static_cast<size_t>(order[i])];
        strides[i] = t->strides()[static_cast<size_t>(order[i])];
        inverse[static_cast<size_t>(order[i])] = static_cast<int64_t>(i);
    }
    return DifferentiableView::make(
        rt, t, std::move(sizes), std::move(strides), t->storageOffset(), "permute()",
        "permute() reorders the strides (no copy)", "PermuteBackward0",
        [inverse](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {permute(r, g, inverse)}; });
}

TensorPtr DimensionViews::diagonal(Runtime &rt, const TensorPtr &t, int64_t offset, int64_t dim1, int64_t dim2)
{
    const int64_t n = t->dim();
    const int64_t d1 = ShapeMath::wrapDim(dim1, n), d2 = ShapeMath::wrapDim(dim2, n);
    if (d1 == d2)
        throw PyError("RuntimeError", "diagonal dimensions cannot be identical " + std::to_string(dim1) + ", " + std::to_string(dim2));
    const Shape &sz = t->sizes(), &st = t->strides();
    const size_t u1 = static_cast<size_t>(d1), u2 = static_cast<size_t>(d2);
    int64_t length, start = t->storageOffset();
    if (offset >= 0) {
        length = std::max<int64_t>(std::min(sz[u1], sz[u2] - offset), 0);
        start += length > 0 ? offset * st[u2] : 0;
    } else {
        length = std::max<int64_t>(std::min(sz[u1] + offset, sz[u2]), 0);
        start -= length > 0 ? offset * st[u1] : 0;
    }
    Shape sizes, strides;
    for (size_t d = 0; d < sz.size(); ++d) {
        if (d == u1 || d == u2)
            continue;
        sizes.push_back(sz[d]);
        strides.push_back(st[d]);
    }
    sizes.push_back(length);
    strides.push_back(st[u1] + st[u2]);
    return DifferentiableView::make(rt, t, std::move(sizes), std::move(strides), start, "diagonal()",
                                    "diagonal() walks two dimensions at once with the sum of their strides (no copy)",
                                    "DiagonalBackward0",
                                    DifferentiableView::scatterBack(sz, [offset, d1, d2](Runtime &r, const TensorPtr &z) {
                                        return diagonal(r, z, offset, d1, d2);
                                    }));
}

TensorPtr DimensionViews::movedim(Runtime &rt, const TensorPtr &t, const Shape &source, const Shape &destination)
{
    if (source.size() != destination.size())
        throw ShapeErrors::movedimLengths(source, destination);
    const int64_t n = t->dim();
    Shape src(source.size()), dst(destination.size());
    for (size_t i = 0; i < source.size(); ++i) {
        src[i] = ShapeMath::wrapDim(source[i], n);
        dst[i] = ShapeMath::wrapDim(destination[i], n);
    }
    auto unique = [](Shape v) {
        std::sort(v.begin(), v.end());
        return std::adjacent_find(v.begin(), v.end()) == v.end();
    };
    if (!unique(src))
        throw ShapeErrors::movedimRepeated("source", source);
    if (!unique(dst))
        throw ShapeErrors::movedimRepeated("destination", destination);
    if (n == 0)
        return alias(rt, t, "movedim()");
    // The named dimensions go where they are sent; the others keep their order in the rest.
    Shape order(static_cast<size_t>(n), -1);
    std::vector<bool> used(static_cast<size_t>(n), false);
    for (size_t i = 0; i < src.size(); ++i) {
        order[static_cast<size_t>(dst[i])] = src[i];
        used[static_cast<size_t>(src[i])] = true;
    }
    int64_t next = 0;
    for (auto &o : order) {
        if (o != -1)
            continue;
        while (used[static_cast<size_t>(next)])
            ++next;
        o = next++;
    }
    return permute(rt, t, order);
}

TensorPtr DimensionViews::flatten(Runtime &rt, const TensorPtr &t, int64_t startDim, int64_t endDim)
{
    startDim = ShapeMath::wrapDim(startDim, t->dim());
    endDim = ShapeMath::wrapDim(endDim, t->dim());
    if (startDim > endDim)
        throw ShapeErrors::flattenOrder();
    if (t->dim() == 0)
        return TensorViews::reshape(rt, t, {1}, "flatten()");
    if (startDim == endDim)
        return t;
    // The merged size is the product of the sizes (no -1 inference: [0, 1, 3, 0] flattens
    // over 1..2 to [0, 3, 0]).
    Shape shape(t->sizes().begin(), t->sizes().begin() + startDim);
    int64_t merged = 1;
    for (int64_t d = startDim; d <= endDim; ++d)
        merged *= t->sizes()[static_cast<size_t>(d)];
    shape.push_back(merged);
    shape.insert(shape.end(), t->sizes().begin() + endDim + 1, t->sizes().end());
    return TensorViews::reshape(rt, t, shape, "flatten()");
}

TensorPtr DimensionViews::ravel(Runtime &rt, const TensorPtr &t)
{
    return TensorViews::view(rt, TensorConvert::contiguous(rt, t), {-1}, "ravel()");
}

TensorPtr DimensionViews::unflatten(Runtime &rt, const TensorPtr &t, int64_t dim, const Shape &sizes)
{
    dim = ShapeMath::wrapDim(dim, t->dim());
    const int64_t size = t->sizes()[static_cast<size_t>(dim)];
    Shape inner = sizes;
    int64_t known = 1, inferred = -1;
    for (size_t i = 0; i < inner.size(); ++i) {
        if (inner[i] == -1 && inferred < 0)
            inferred = static_cast<int64_t>(i);
        else
            known *= inner[i];
    }
    if (inferred >= 0 && known != 0 && size % known == 0)
        inner[static_cast<size_t>(inferred)] = size / known;
    int64_t product = 1;
    for (int64_t s : inner)
        product *= s;
    if (product != size)
        throw ShapeErrors::unflattenSizes(sizes, dim, size);
    Shape shape(t->sizes().begin(), t->sizes().begin() + dim);
    shape.insert(shape.end(), inner.begin(), inner.end());
    shape.insert(shape.end(), t->sizes().begin() + dim + 1, t->sizes().end());
    return TensorViews::view(rt, t, shape, "unflatten()");
}

TensorPtr DimensionViews::narrow(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t start, int64_t length)
{
    if (t->dim() == 0)
        throw ShapeErrors::narrowZeroDim();
    dim = ShapeMath::wrapDim(dim, t->dim());
    const int64_t size = t->sizes()[static_cast<size_t>(dim)];
    // The end of the dimension is a valid start, though not a valid dimension index.
    if (start != size)
        start = ShapeMath::wrapDim(start, size);
    if (length < 0 || start > size - length)
        throw ShapeErrors::narrowRange(start, length, size);
    Shape sizes = t->sizes(), strides = t->strides();
    sizes[static_cast<size_t>(dim)] = length;
    const int64_t offset = t->storageOffset() + start * strides[static_cast<size_t>(dim)];
    const int64_t stop = start + length;
    return DifferentiableView::make(
        rt, t, std::move(sizes), std::move(strides), offset, "narrow()", "narrow() views a range of one dimension (no copy)",
        "SliceBackward0", DifferentiableView::scatterBack(t->sizes(), [dim, start, stop](Runtime &r, const TensorPtr &z) {
            return TensorViews::slice(r, z, dim, start, stop, 1);
        }));
}

TensorPtr DimensionViews::matrixTranspose(Runtime &rt, const TensorPtr &t)
{
    if (t->dim() == 0)
        return t;
    if (t->dim() < 2)
        throw ShapeErrors::matrixTransposeDims(t->dim());
    return TensorViews::transpose(rt, t, -2, -1);
}

TensorPtr DimensionViews::adjoint(Runtime &rt, const TensorPtr &t)
{
    if (t->dim() == 0)
        return t;
    if (t->dim() != 2)
        throw ShapeErrors::adjointDims(t->dim());
    return TensorViews::transpose(rt, t, 0, 1);
}

TensorPtr DimensionViews::alias(Runtime &rt, const TensorPtr &t, const std::string &op)
{
    return DifferentiableView::make(rt, t, t->sizes(), t->strides(), t->storageOffset(), op,
                                    op + " returns a new view of the same elements (no copy)", "AliasBackward0",
                                    [](Runtime &, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {g}; });
}

void DimensionViews::tInPlace(Runtime &rt, const TensorPtr &t)
{
    if (t->dim() > 2)
        throw ShapeErrors::tTooManyDims("t_()", t->dim());
    const int64_t last = std::max<int64_t>(t->dim() - 1, 0);
    restrideInPlace(rt, t, swapped(*t, 0, last), "t_()", "t_() swaps this tensor's strides in place (no copy)", "TBackward1",
                    [](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {TensorViews::t(r, g)}; });
}

void DimensionViews::transposeInPlace(Runtime &rt, const TensorPtr &t, int64_t dim0, int64_t dim1)
{
    dim0 = ShapeMath::wrapDim(dim0, t->dim());
    dim1 = ShapeMath::wrapDim(dim1, t->dim());
    restrideInPlace(rt, t, swapped(*t, dim0, dim1), "transpose_()",
                    "transpose_() swaps two of this tensor's strides in place (no copy)", "TransposeBackward1",
                    [dim0, dim1](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
                        return {TensorViews::transpose(r, g, dim0, dim1)};
                    });
}

void DimensionViews::unsqueezeInPlace(Runtime &rt, const TensorPtr &t, int64_t dim)
{
    dim = ShapeMath::wrapDim(dim, t->dim() + 1);
    restrideInPlace(
        rt, t, unsqueezed(*t, dim), "unsqueeze_()",
        "unsqueeze_() inserts a size-1 dimension into this tensor's strides in place (no copy)", "UnsqueezeBackward1",
        [dim](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {squeeze(r, g, dim)}; });
}

void DimensionViews::squeezeInPlace(Runtime &rt, const TensorPtr &t, std::optional<int64_t> dim)
{
    if (dim)
        dim = squeezeDim(*t, dim);
    restrideInPlace(rt, t, squeezed(*t, dim), "squeeze_()",
                    "squeeze_() drops size-1 dimensions from this tensor's strides in place (no copy)",
                    squeezeInPlaceNode(dim.has_value()), reshapeBack(t->sizes()));
}

} // namespace tl
