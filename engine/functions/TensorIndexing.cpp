// THPVariable_getitem / THPVariable_setitem of PyTorch 1.13: the single-item fast paths,
// count_specified_dimensions ("too many indices for tensor of dimension 2"), applySlicing
// item by item (applySelect's and applySlice's checks, Ellipsis spanning the unindexed
// dimensions, None and bools inserting dimensions, 0-d integer tensors selecting), then
// at::index / index_put_ when index tensors were recorded.
#include "TensorIndexing.h"

#include "core/Errors.h"
#include "core/ShapeErrors.h"
#include "functions/AdvancedIndex.h"
#include "functions/DimensionViews.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "ops/HostElements.h"
#include "ops/TensorFactory.h"

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

struct Sliced {
    TensorPtr view;
    std::vector<TensorPtr> indices; // per dimension of `view`; null where not indexed
};

int64_t specifiedDims(const std::vector<IndexItem> &items)
{
    int64_t n = 0;
    for (const auto &it : items) {
        if (it.kind == IndexItem::Kind::Indices)
            n += it.tensor->dtype() == DType::Bool ? it.tensor->dim() : 1;
        else if (it.kind == IndexItem::Kind::Integer || it.kind == IndexItem::Kind::Slice)
            ++n;
    }
    return n;
}

TensorPtr applySelect(Runtime &rt, const TensorPtr &t, int64_t dim, int64_t index, int64_t realDim)
{
    if (index == 0 && dim == 0 && t->dim() == 0)
        throw ShapeErrors::zeroDimIndex();
    const int64_t size = t->dim() == 0 ? 0 : t->sizes()[static_cast<size_t>(dim)];
    if (!(size >= -index && size > index))
        throw Errors::torchIndex(index, realDim, size);
    return TensorViews::select(rt, t, dim, index);
}

TensorPtr applySlice(Runtime &rt, const TensorPtr &t, int64_t dim, const IndexItem &it, bool skipWholeRange)
{
    if (t->dim() == 0)
        throw PyError("IndexError", "slice() cannot be applied to a 0-dim tensor.");
    const int64_t step = it.step.value_or(1);
    if (step <= 0)
        throw PyError("ValueError", "step must be greater than zero");
    // The whole dimension spelled out (`0:n`) leaves the tensor as it is.
    if (skipWholeRange && step == 1 && it.start.value_or(0) == 0 && it.stop &&
        *it.stop == t->sizes()[static_cast<size_t>(dim)])
        return t;
    return TensorViews::slice(rt, t, dim, it.start, it.stop, step);
}

// A Python bool as an index tensor: [0] for True, [] for False (boolToIndexingTensor).
TensorPtr boolIndex(Runtime &rt, bool b, const Device &device)
{
    return TensorMath::zeros(rt, {b ? 1 : 0}, DType::Int64, device);
}

void record(Sliced &s, int64_t &dim, TensorPtr index)
{
    s.indices.resize(static_cast<size_t>(dim) + 1);
    s.indices[static_cast<size_t>(dim)] = std::move(index);
    ++dim;
}

Sliced applySlicing(Runtime &rt, const TensorPtr &self, const std::vector<IndexItem> &items, bool skipWholeRange)
{
    const int64_t specified = specifiedDims(items);
    if (specified > self->dim())
        throw Errors::tooManyIndices(specified, self->dim(), false);
    Sliced s{self, {}};
    int64_t dim = 0;
    for (size_t i = 0; i < items.size(); ++i) {
        const IndexItem &it = items[i];
        const auto realDim = static_cast<int64_t>(i);
        switch (it.kind) {
        case IndexItem::Kind::Integer: s.view = applySelect(rt, s.view, dim, it.index, realDim); break;
        case IndexItem::Kind::Slice:
            s.view = applySlice(rt, s.view, dim, it, skipWholeRange);
            ++dim;
            break;
        case IndexItem::Kind::Ellipsis: dim += self->dim() - specified; break;
        case IndexItem::Kind::None:
            s.view = DimensionViews::unsqueeze(rt, s.view, dim);
            ++dim;
            break;
        case IndexItem::Kind::Boolean:
            s.view = DimensionViews::unsqueeze(rt, s.view, dim);
            record(s, dim, boolIndex(rt, it.index != 0, self->device()));
            break;
        case IndexItem::Kind::Indices: {
            const TensorPtr &t = it.tensor;
            const bool integral = !isFloating(t->dtype());
            if (t->dim() == 0 && integral && t->dtype() != DType::Bool) {
                s.view = applySelect(rt, s.view, dim, HostElements::item(t).toInt(), realDim);
            } else if (t->dim() == 0 && t->dtype() == DType::Bool) {
                s.view = DimensionViews::unsqueeze(rt, s.view, dim);
                record(s, dim, boolIndex(rt, HostElements::item(t).toBool(), self->device()));
            } else {
                record(s, dim, t);
            }
            break;
        }
        }
    }
    return s;
}

} // namespace

TensorPtr TensorIndexing::get(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items, bool tupleIndex)
{
    if (!tupleIndex && items.size() == 1) {
        // at::indexing::get_item's single-item paths.
        const IndexItem &it = items[0];
        switch (it.kind) {
        case IndexItem::Kind::Integer: return applySelect(rt, t, 0, it.index, 0);
        case IndexItem::Kind::Slice: return applySlice(rt, t, 0, it, false);
        case IndexItem::Kind::None: return DimensionViews::unsqueeze(rt, t, 0);
        case IndexItem::Kind::Ellipsis: return DimensionViews::alias(rt, t, "indexing");
        case IndexItem::Kind::Boolean: {
            auto u = DimensionViews::unsqueeze(rt, t, 0);
            return AdvancedIndex::index(rt, u, {boolIndex(rt, it.index != 0, t->device())});
        }
        case IndexItem::Kind::Indices: break;
        }
    }
    Sliced s = applySlicing(rt, t, items, true);
    if (s.indices.empty())
        return s.view == t ? DimensionViews::alias(rt, t, "indexing") : s.view;
    return AdvancedIndex::index(rt, s.view, s.indices);
}

TensorPtr TensorIndexing::assignmentTarget(Runtime &rt, const TensorPtr &t, const std::vector<IndexItem> &items,
                                           const Operand &value, const std::string &op)
{
    if (items.size() == 1) {
        // at::indexing::set_item's single-item paths.
        const IndexItem &it = items[0];
        switch (it.kind) {
        case IndexItem::Kind::Boolean: return it.index ? DimensionViews::unsqueeze(rt, t, 0) : nullptr;
        case IndexItem::Kind::Ellipsis: return t;
        case IndexItem::Kind::None: return DimensionViews::unsqueeze(rt, t, 0);
        case IndexItem::Kind::Integer: return applySelect(rt, t, 0, it.index, 0);
        case IndexItem::Kind::Slice: return applySlice(rt, t, 0, it, true);
        case IndexItem::Kind::Indices: break;
        }
    }
    Sliced s = applySlicing(rt, t, items, true);
    if (s.indices.empty())
        return s.view;
    // The value as a tensor: a number takes the tensor's dtype; leading 1s of a tensor's
    // shape are dropped (slicePrefix1sSize).
    TensorPtr v;
    if (!value.isTensor()) {
        Errors::checkFillValue(value.number, t->dtype());
        v = TensorFactory::full(rt, {}, value.number, t->dtype(), t->device(), false, op);
    } else {
        v = value.tensor;
        Shape sizes = v->sizes();
        size_t lead = 0;
        while (lead < sizes.size() && sizes[lead] == 1)
            ++lead;
        if (lead > 0)
            v = TensorViews::view(rt, v, Shape(sizes.begin() + static_cast<std::ptrdiff_t>(lead), sizes.end()));
    }
    AdvancedIndex::indexPut(rt, s.view, s.indices, v, false, op);
    return nullptr;
}

} // namespace tl
