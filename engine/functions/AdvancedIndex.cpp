// at::index / index_put_ as PyTorch 1.13 computes them on the CPU: make_info's checks in
// its order (index dtypes, masks against the indexed sizes, broadcasting), non-adjacent
// index dimensions moved to the front, the result shape (dims before, the broadcast index
// shape, dims after), TensorIterator's output layout, the bounds check in the kernel's
// order ("index 5 is out of bounds for dimension 0 with size 3", the dimension counted
// among the indexed ones), and IndexBackward0 / IndexPutBackward0.
#include "AdvancedIndex.h"

#include "autograd/Autograd.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "core/ShapeErrors.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "ops/HostElements.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"

#include <numeric>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

// One index after masks were expanded: its values row-major on the host, and the sizes
// and strides the tensor it came from has (TensorIterator orders dimensions by them).
struct HostIndex {
    Shape sizes, strides;
    std::vector<int64_t> values;
    bool defined = false;
    // After broadcasting: the step through `values` (row-major in the original sizes) per
    // broadcast dimension, 0 where this index was broadcast.
    Shape valueSteps;
};

struct Plan {
    Shape selfSizes, selfStrides; // self, after non-adjacent index dimensions moved to the front
    int64_t selfOffset = 0;
    std::vector<HostIndex> indices; // one per dimension of self (undefined: all of it)
    size_t first = 0, count = 0;    // the adjacent run of indexed dimensions
    Shape broadcast;                // the index tensors' common shape
    Shape resultSizes;
};

void checkTypes(const std::vector<TensorPtr> &indices)
{
    for (const auto &t : indices)
        if (t && t->dtype() != DType::Int64 && t->dtype() != DType::Bool)
            throw ShapeErrors::indexTensorType();
}

// expandTensors: a mask's dimensions must match the ones it covers; its true positions
// (nonzero(), row-major) become one index per dimension.
std::vector<HostIndex> expandMasks(const TensorPtr &self, const std::vector<TensorPtr> &indices)
{
    std::vector<HostIndex> out;
    for (const auto &t : indices) {
        if (!t) {
            out.emplace_back();
            continue;
        }
        if (t->dtype() != DType::Bool) {
            out.push_back({t->sizes(), t->strides(), HostElements::int64s(*t), true, {}});
            continue;
        }
        for (int64_t j = 0; j < t->dim(); ++j) {
            const int64_t srcIdx = static_cast<int64_t>(out.size()) + j;
            if (srcIdx >= self->dim())
                throw ShapeErrors::dimOutOfRange(srcIdx, self->dim());
            if (t->sizes()[static_cast<size_t>(j)] != self->sizes()[static_cast<size_t>(srcIdx)])
                throw ShapeErrors::maskShape(t->sizes(), j, self->sizes(), srcIdx);
        }
        const std::vector<bool> mask = HostElements::bools(*t);
        const size_t k = t->sizes().size();
        const int64_t n = std::count(mask.begin(), mask.end(), true);
        std::vector<HostIndex> columns(k, HostIndex{{n}, {static_cast<int64_t>(k)}, {}, true, {}});
        Shape pos(k, 0);
        for (bool m : mask) {
            if (m)
                for (size_t j = 0; j < k; ++j)
                    columns[j].values.push_back(pos[j]);
            for (size_t j = k; j-- > 0;) {
                if (++pos[j] < t->sizes()[j])
                    break;
                pos[j] = 0;
            }
        }
        for (auto &c : columns)
            out.push_back(std::move(c));
    }
    return out;
}

Plan makePlan(const TensorPtr &self, const std::vector<TensorPtr> &indices)
{
    checkTypes(indices);
    if (static_cast<int64_t>(indices.size()) > self->dim())
        throw ShapeErrors::tooManyIndicesGot(self->dim(), indices.size());
    for (const auto &t : indices)
        if (t && !t->device().isCpu() && t->device() != self->device())
            throw ShapeErrors::indicesDevice(self->device().str());
    Plan p;
    p.indices = expandMasks(self, indices);
    // Broadcast the index tensors together (expand_outplace).
    bool any = false;
    for (const auto &ix : p.indices)
        if (ix.defined) {
            if (!any)
                p.broadcast = ix.sizes;
            else
                try {
                    p.broadcast = ShapeMath::broadcastTorch(p.broadcast, ix.sizes);
                } catch (const PyError &) {
                    std::vector<Shape> shapes;
                    for (const auto &j : p.indices)
                        if (j.defined)
                            shapes.push_back(j.sizes);
                    throw ShapeErrors::indexShapesMismatch(shapes);
                }
            any = true;
        }
    for (auto &ix : p.indices)
        if (ix.defined) {
            ix.valueSteps = ShapeMath::expandedStrides(ix.sizes, StridedView::contiguousStrides(ix.sizes), p.broadcast);
            ix.strides = ShapeMath::expandedStrides(ix.sizes, ix.strides, p.broadcast);
            ix.sizes = p.broadcast;
        }
    p.indices.resize(static_cast<size_t>(self->dim()));
    p.selfSizes = self->sizes();
    p.selfStrides = self->strides();
    p.selfOffset = self->storageOffset();
    // Non-adjacent indexed dimensions go to the front, in order (transposeToFront).
    std::vector<size_t> defined;
    for (size_t d = 0; d < p.indices.size(); ++d)
        if (p.indices[d].defined)
            defined.push_back(d);
    const bool adjacent = defined.empty() || defined.back() - defined.front() + 1 == defined.size();
    if (!adjacent) {
        std::vector<size_t> order = defined;
        for (size_t d = 0; d < p.indices.size(); ++d)
            if (!p.indices[d].defined)
                order.push_back(d);
        Plan q = p;
        for (size_t i = 0; i < order.size(); ++i) {
            q.selfSizes[i] = p.selfSizes[order[i]];
            q.selfStrides[i] = p.selfStrides[order[i]];
            q.indices[i] = p.indices[order[i]];
        }
        p = std::move(q);
        for (size_t i = 0; i < defined.size(); ++i)
            defined[i] = i;
    }
    p.first = defined.empty() ? 0 : defined.front();
    p.count = defined.size();
    p.resultSizes.assign(p.selfSizes.begin(), p.selfSizes.begin() + static_cast<std::ptrdiff_t>(p.first));
    p.resultSizes.insert(p.resultSizes.end(), p.broadcast.begin(), p.broadcast.end());
    p.resultSizes.insert(p.resultSizes.end(), p.selfSizes.begin() + static_cast<std::ptrdiff_t>(p.first + p.count),
                         p.selfSizes.end());
    return p;
}

// TensorIterator's layout for the result: its operands are self restrided to the result
// shape (stride 0 along the index dimensions) and each index reshaped to line up with them;
// a size-1 operand dimension counts as broadcast where the result's is larger.
Shape resultStrides(const Plan &p)
{
    const size_t before = p.first, nb = p.broadcast.size();
    const size_t n = p.resultSizes.size();
    std::vector<Shape> operands;
    Shape src(n, 0);
    for (size_t d = 0; d < before; ++d)
        src[d] = p.selfStrides[d];
    for (size_t d = before + nb; d < n; ++d)
        src[d] = p.selfStrides[d - nb + p.count];
    operands.push_back(src);
    for (const auto &ix : p.indices) {
        if (!ix.defined)
            continue;
        Shape shape(before, 1);
        shape.insert(shape.end(), ix.sizes.begin(), ix.sizes.end());
        shape.resize(n, 1);
        auto strides = ShapeMath::viewStrides(ix.sizes, ix.strides, shape);
        Shape st = strides ? *strides : StridedView::contiguousStrides(shape);
        for (size_t d = 0; d < n; ++d)
            if (shape[d] == 1 && p.resultSizes[d] != 1)
                st[d] = 0;
        operands.push_back(st);
    }
    return OutputLayout::torchStrides(p.resultSizes, operands);
}

// The element offset in self's storage of every result element, row-major. Bounds are
// checked in the order the kernel meets the elements (the result's memory order).
std::vector<int64_t> offsets(Runtime &rt, const Plan &p, const Shape &layout)
{
    const int64_t numel = ShapeMath::checkedNumel(p.resultSizes);
    rt.checkHostObject(static_cast<uint64_t>(numel) * sizeof(int64_t));
    std::vector<const HostIndex *> idx;
    std::vector<size_t> dims;
    for (size_t d = 0; d < p.indices.size(); ++d)
        if (p.indices[d].defined) {
            idx.push_back(&p.indices[d]);
            dims.push_back(d);
        }
    const size_t before = p.first, nb = p.broadcast.size(), n = p.resultSizes.size();
    std::vector<int64_t> out(static_cast<size_t>(numel));
    bool outOfBounds = false;
    auto offsetOf = [&](const Shape &r, bool check) {
        int64_t off = p.selfOffset;
        for (size_t d = 0; d < before; ++d)
            off += r[d] * p.selfStrides[d];
        for (size_t d = before + nb; d < n; ++d)
            off += r[d] * p.selfStrides[d - nb + p.count];
        for (size_t k = 0; k < idx.size(); ++k) {
            int64_t at = 0;
            for (size_t j = 0; j < nb; ++j)
                at += r[before + j] * idx[k]->valueSteps[j];
            const int64_t v = idx[k]->values[static_cast<size_t>(at)];
            const int64_t size = p.selfSizes[dims[k]];
            if (v < -size || v >= size) {
                if (check)
                    throw Errors::torchIndex(v, static_cast<int64_t>(k), size);
                outOfBounds = true;
                return int64_t{0};
            }
            off += (v < 0 ? v + size : v) * p.selfStrides[dims[k]];
        }
        return off;
    };
    Shape r(n, 0);
    for (int64_t i = 0; i < numel; ++i) {
        out[static_cast<size_t>(i)] = offsetOf(r, false);
        for (size_t d = n; d-- > 0;) {
            if (++r[d] < p.resultSizes[d])
                break;
            r[d] = 0;
        }
        if ((i & 0xfffff) == 0xfffff)
            InterruptFlag::poll();
    }
    if (outOfBounds) {
        // Find the first bad element in the result's memory order and report it.
        std::vector<size_t> order(n);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return layout[a] > layout[b]; });
        Shape q(n, 0);
        for (int64_t i = 0; i < numel; ++i) {
            offsetOf(q, true);
            for (size_t j = n; j-- > 0;) {
                const size_t d = order[j];
                if (++q[d] < p.resultSizes[d])
                    break;
                q[d] = 0;
            }
        }
    }
    return out;
}

// The offsets on the device that holds `like`, as an int64 tensor of `sizes` (row-major).
TensorPtr deviceOffsets(Runtime &rt, const Device &device, const Shape &sizes, const std::vector<int64_t> &host)
{
    auto t = TensorMaker::empty(rt, sizes, DType::Int64, device, {"indexing", false, "advanced indexing's element offsets"});
    t->storage()->backend().copyFromHost(t->storage()->data(), host.data(), host.size() * sizeof(int64_t));
    return t;
}

// is_expandable_to: right-aligned, each size 1 or equal.
bool expandable(const Shape &from, const Shape &to)
{
    if (from.size() > to.size())
        return false;
    for (size_t i = 0; i < from.size(); ++i) {
        const int64_t f = from[from.size() - 1 - i], t = to[to.size() - 1 - i];
        if (f != 1 && f != t)
            return false;
    }
    return true;
}

StridedRef storageBase(const TensorPtr &t)
{
    StridedRef base;
    base.data = t->storage()->data();
    base.dtype = t->dtype();
    return base;
}

} // namespace

TensorPtr AdvancedIndex::index(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &indices)
{
    const Plan p = makePlan(self, indices);
    const Shape layout = resultStrides(p);
    const std::vector<int64_t> host = offsets(rt, p, layout);
    auto out = TensorMaker::empty(
        rt, p.resultSizes, self->dtype(), self->device(),
        {"indexing", false, "indexing with an index tensor, list or mask copies the chosen elements into new memory"},
        layout);
    if (out->numel() > 0) {
        const TensorPtr offs = deviceOffsets(rt, self->device(), p.resultSizes, host);
        self->storage()->backend().gatherOffsets(out->ref(), storageBase(self), offs->ref());
        TensorMaker::reportCopy(rt, *self->storage(), *out->storage(),
                                static_cast<uint64_t>(out->numel()) * itemSize(out->dtype()), 0, "indexing");
    }
    if (auto node = Autograd::makeNode(rt, "IndexBackward0", {self})) {
        const Shape in = self->sizes();
        node->setBackward([in, indices](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            auto z = TensorMath::zeros(r, in, g->dtype(), g->device());
            indexPut(r, z, indices, g, true, "backward");
            return {z};
        });
        Autograd::setHistory(out, node);
    }
    return out;
}

void AdvancedIndex::indexPut(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &indices,
                             const TensorPtr &values, bool accumulate, const std::string &op)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || values->requiresGrad());
    const Plan p = makePlan(self, indices);
    if (!expandable(values->sizes(), p.resultSizes))
        throw ShapeErrors::indexPutShape(values->sizes(), p.resultSizes);
    if (values->dtype() != self->dtype())
        throw ShapeErrors::indexPutDtypes(self->dtype(), values->dtype());
    const std::vector<int64_t> host = offsets(rt, p, StridedView::contiguousStrides(p.resultSizes));
    TensorPtr src = values;
    if (src->device() != self->device())
        src = TensorConvert::to(rt, src, self->device(), std::nullopt, false, op);
    if (!host.empty()) {
        const TensorPtr offs = deviceOffsets(rt, self->device(), p.resultSizes, host);
        StridedRef v = src->ref();
        v.strides = ShapeMath::expandedStrides(src->sizes(), src->strides(), p.resultSizes);
        v.sizes = p.resultSizes;
        self->storage()->backend().scatterOffsets(storageBase(self), offs->ref(), v, accumulate);
    }
    self->bumpVersion();
    TensorMaker::reportWrite(rt, *self, op);
    if (auto node = Autograd::makeNode(rt, "IndexPutBackward0", {self, values})) {
        const DType dtype = values->dtype();
        node->setBackward([indices, dtype](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            auto gSelf = TensorConvert::clone(r, g, "backward");
            indexPut(r, gSelf, indices, TensorMath::zeros(r, {}, dtype, g->device()), false, "backward");
            return {gSelf, index(r, g, indices)};
        });
        Autograd::rebaseInplace(rt, self, node);
    }
}

} // namespace tl
