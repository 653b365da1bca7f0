// array_subscript and array_assign_subscript of NumPy 1.24 (mapping.c) over an
// ArrayIndexPlan: a full integer index reads one element; basic indexing returns a view
// whose base is the owner of the memory; a 0-d integer array forces a copy; one mask
// shaped like the array selects row-major (array_boolean_subscript and its assignment's
// checks); fancy indexing broadcasts the index arrays ("shape mismatch: indexing arrays
// could not be broadcast together with shapes (2,) (3,) "), checks bounds, and gathers into
// a new array: broadcast dimensions outermost in C order, the remaining ("subspace")
// dimensions innermost in the order of their strides, new axes innermost of all; when the
// fancy dimensions sit inside the result (mapiter's consec) the result is a transposed
// view of that array.
#include "ArrayIndexing.h"

#include "ArrayIndexPlan.h"
#include "backend/HostKernels.h"
#include "backend/HostOffsetKernels.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <numeric>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;
using Form = ArrayIndexPlan::Form;

// Where fancy indexing's result comes from: the buffer's shape (broadcast dims, then the
// subspace), the element offset of each buffer element row-major, and how the result's
// dimensions map onto the buffer's.
struct Gather {
    Shape broadcast, subSizes, subStrides;
    std::vector<int64_t> offsets;
    Shape resultSizes;            // the shape the user sees
    std::vector<size_t> toBuffer; // result dimension i is buffer dimension toBuffer[i]
};

PyError indexShapesMismatch(const std::vector<Shape> &shapes)
{
    std::string m = "shape mismatch: indexing arrays could not be broadcast together with shapes ";
    for (const auto &s : shapes)
        m += Errors::numpyShape(s) + " ";
    return {"IndexError", m};
}

Gather planGather(const ArrayIndexPlan &p, bool checkBounds)
{
    Gather g;
    // Broadcast the index arrays (NumPy's rules), then apply the 0-d booleans.
    for (size_t k = 0; k < p.arraySizes.size(); ++k) {
        try {
            g.broadcast = k == 0 ? p.arraySizes[0] : ShapeMath::broadcastNumpy(g.broadcast, p.arraySizes[k]);
        } catch (const PyError &) {
            throw indexShapesMismatch(p.arraySizes);
        }
    }
    while (static_cast<int64_t>(g.broadcast.size()) < p.fancyNdim)
        g.broadcast.insert(g.broadcast.begin(), 1);
    for (int64_t v : p.zeroDimBools) {
        if (v == 0 && g.broadcast.back() > 1)
            throw indexShapesMismatch(p.arraySizes);
        g.broadcast.back() *= v;
    }
    std::vector<bool> isFancy(p.viewSizes.size(), false);
    for (size_t d : p.fancyDims)
        isFancy[d] = true;
    for (size_t d = 0; d < p.viewSizes.size(); ++d)
        if (!isFancy[d]) {
            g.subSizes.push_back(p.viewSizes[d]);
            g.subStrides.push_back(p.viewStrides[d]);
        }
    if (checkBounds)
        for (size_t k = 0; k < p.arrays.size(); ++k) {
            const int64_t size = p.viewSizes[p.fancyDims[k]];
            for (int64_t v : p.arrays[k])
                if (v < -size || v >= size)
                    throw Errors::numpyIndex(v, p.axes[k], size);
        }
    const size_t nb = g.broadcast.size(), ns = g.subSizes.size();
    const size_t consec = p.consec;
    for (size_t i = 0; i < consec && i < ns; ++i)
        g.toBuffer.push_back(nb + i);
    for (size_t i = 0; i < nb; ++i)
        g.toBuffer.push_back(i);
    for (size_t i = consec; i < ns; ++i)
        g.toBuffer.push_back(nb + i);
    for (size_t d : g.toBuffer)
        g.resultSizes.push_back(d < nb ? g.broadcast[d] : g.subSizes[d - nb]);
    return g;
}

void fillOffsets(Runtime &rt, const ArrayIndexPlan &p, Gather &g)
{
    Shape full = g.broadcast;
    full.insert(full.end(), g.subSizes.begin(), g.subSizes.end());
    const int64_t n = ShapeMath::checkedNumel(full);
    rt.checkHostObject(static_cast<uint64_t>(n) * sizeof(int64_t));
    const size_t nb = g.broadcast.size();
    // Each array's step through its own values per broadcast dimension (0 where broadcast).
    std::vector<Shape> steps;
    for (const auto &s : p.arraySizes)
        steps.push_back(ShapeMath::expandedStrides(s, StridedView::contiguousStrides(s), g.broadcast));
    g.offsets.resize(static_cast<size_t>(n));
    Shape pos(full.size(), 0);
    for (int64_t i = 0; i < n; ++i) {
        int64_t off = p.viewOffset;
        for (size_t k = 0; k < p.arrays.size(); ++k) {
            int64_t at = 0;
            for (size_t j = 0; j < nb; ++j)
                at += pos[j] * steps[k][j];
            const int64_t size = p.viewSizes[p.fancyDims[k]];
            const int64_t v = p.arrays[k][static_cast<size_t>(at)];
            off += (v < 0 ? v + size : v) * p.viewStrides[p.fancyDims[k]];
        }
        for (size_t j = 0; j < g.subSizes.size(); ++j)
            off += pos[nb + j] * g.subStrides[j];
        g.offsets[static_cast<size_t>(i)] = off;
        for (size_t d = full.size(); d-- > 0;) {
            if (++pos[d] < full[d])
                break;
            pos[d] = 0;
        }
        if ((i & 0xfffff) == 0xfffff)
            InterruptFlag::poll();
    }
}

// The buffer's strides (elements): the subspace packed innermost in the order of its strides
// in the array (largest outermost; stride-0 new axes innermost), the broadcast dimensions
// outside it in C order.
Shape bufferStrides(const Gather &g)
{
    const size_t nb = g.broadcast.size(), ns = g.subSizes.size();
    std::vector<size_t> order(ns);
    std::iota(order.begin(), order.end(), 0);
    auto key = [&](size_t d) { return g.subStrides[d] == 0 ? int64_t{-1} : std::abs(g.subStrides[d]); };
    std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return key(x) > key(y); });
    Shape strides(nb + ns, 0);
    int64_t s = 1;
    for (size_t i = ns; i-- > 0;) {
        strides[nb + order[i]] = s;
        s *= std::max<int64_t>(g.subSizes[order[i]], 1);
    }
    for (size_t i = nb; i-- > 0;) {
        strides[i] = s;
        s *= std::max<int64_t>(g.broadcast[i], 1);
    }
    return strides;
}

StridedRef hostRef(void *data, DType dtype, Shape sizes, Shape strides)
{
    StridedRef r;
    r.data = data;
    r.dtype = dtype;
    r.sizes = std::move(sizes);
    r.strides = std::move(strides);
    return r;
}

StridedRef baseOf(const NdArray &a)
{
    return hostRef(a.storage()->data(), a.dtype(), {}, {});
}

NdArrayPtr fancyGet(Runtime &rt, const NdArrayPtr &a, const ArrayIndexPlan &p)
{
    Gather g = planGather(p, true);
    fillOffsets(rt, p, g);
    Shape full = g.broadcast;
    full.insert(full.end(), g.subSizes.begin(), g.subSizes.end());
    auto buffer = TensorMaker::emptyArray(
        rt, full, a->dtype(), {"indexing", false, "indexing with index arrays, lists or masks copies into a new array"},
        bufferStrides(g));
    if (buffer->numel() > 0)
        HostOffsetKernels::gather(buffer->ref(), baseOf(*a),
                                  hostRef(g.offsets.data(), DType::Int64, full, StridedView::contiguousStrides(full)));
    TensorMaker::reportCopy(rt, *a->storage(), *buffer->storage(),
                            static_cast<uint64_t>(buffer->numel()) * itemSize(a->dtype()), 0, "indexing");
    bool identity = true;
    for (size_t i = 0; i < g.toBuffer.size(); ++i)
        identity = identity && g.toBuffer[i] == i;
    if (identity)
        return buffer;
    // mapiter_swap_axes: the broadcast dimensions moved to where the fancy indices were.
    Shape sizes, strides;
    for (size_t d : g.toBuffer) {
        sizes.push_back(buffer->sizes()[d]);
        strides.push_back(buffer->strides()[d]);
    }
    return TensorMaker::array(rt, buffer->storage(), buffer->dtype(), sizes, strides, 0, buffer, nullptr, false,
                              {"indexing", true, "the copy made by indexing, seen with its axes in the indexed order"});
}

// The element offsets of a mask's true positions, row-major.
std::vector<int64_t> maskOffsets(const NdArray &a, const std::vector<bool> &mask)
{
    std::vector<int64_t> offsets;
    Shape pos(a.sizes().size(), 0);
    for (bool on : mask) {
        if (on) {
            int64_t off = a.storageOffset();
            for (size_t d = 0; d < pos.size(); ++d)
                off += pos[d] * a.strides()[d];
            offsets.push_back(off);
        }
        for (size_t d = pos.size(); d-- > 0;) {
            if (++pos[d] < a.sizes()[d])
                break;
            pos[d] = 0;
        }
    }
    return offsets;
}

NdArrayPtr maskGet(Runtime &rt, const NdArrayPtr &a, const ArrayIndexPlan &p)
{
    std::vector<int64_t> offsets = maskOffsets(*a, p.mask);
    const Shape sizes{static_cast<int64_t>(offsets.size())};
    auto out = TensorMaker::emptyArray(
        rt, sizes, a->dtype(),
        {"indexing", false, "indexing with a boolean mask copies the chosen elements into a new array"});
    if (!offsets.empty())
        HostOffsetKernels::gather(out->ref(), baseOf(*a), hostRef(offsets.data(), DType::Int64, sizes, {1}));
    return out;
}

// The value of an assignment as an array of the target's dtype in host memory (owned by
// `keep`): Python scalars converted as NumPy stores them, arrays cast.
StridedRef valueAs(const ArrayOperand &v, DType dtype, std::vector<char> &keep)
{
    if (!v.array) {
        keep.resize(8);
        const Scalar s = v.pythonScalar ? Errors::numpyStoreValue(v.scalar, dtype) : v.scalar;
        HostKernels::writeElement(keep.data(), dtype, s);
        return hostRef(keep.data(), dtype, {}, {});
    }
    const NdArray &a = *v.array;
    if (a.dtype() == dtype)
        return a.ref();
    keep.resize(static_cast<size_t>(a.numel()) * static_cast<size_t>(itemSize(dtype)) + 1);
    StridedRef dst = hostRef(keep.data(), dtype, a.sizes(), StridedView::contiguousStrides(a.sizes()));
    HostKernels::copyStrided(dst, a.ref(), Library::NumPy);
    return dst;
}

// A value broadcast onto `target` the way NumPy assigns (leading 1s of the value dropped).
std::optional<Shape> broadcastOnto(const Shape &value, const Shape &valueStrides, const Shape &target)
{
    Shape v = value, st = valueStrides;
    while (v.size() > target.size()) {
        if (v.front() != 1)
            return std::nullopt;
        v.erase(v.begin());
        st.erase(st.begin());
    }
    for (size_t i = 0; i < v.size(); ++i)
        if (v[i] != 1 && v[i] != target[target.size() - v.size() + i])
            return std::nullopt;
    return ShapeMath::expandedStrides(v, st, target);
}

void maskSet(const NdArrayPtr &a, const ArrayIndexPlan &p, const ArrayOperand &value)
{
    std::vector<char> keep;
    StridedRef v = valueAs(value, a->dtype(), keep);
    const int64_t n = std::count(p.mask.begin(), p.mask.end(), true);
    if (v.sizes.size() > 1)
        throw PyError("TypeError",
                      "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has " +
                          std::to_string(v.sizes.size()) + " dimensions");
    const int64_t given = v.numel();
    if (v.sizes.size() == 1 && given != 1 && given != n)
        throw PyError("ValueError", "NumPy boolean array indexing assignment cannot assign " + std::to_string(given) +
                                        " input values to the " + std::to_string(n) +
                                        " output values where the mask is true");
    std::vector<int64_t> offsets = maskOffsets(*a, p.mask);
    const Shape sizes{n};
    v.strides = {given == 1 ? 0 : (v.strides.empty() ? 0 : v.strides[0])};
    v.sizes = sizes;
    if (n > 0)
        HostOffsetKernels::scatter(baseOf(*a), hostRef(offsets.data(), DType::Int64, sizes, {1}), v, false);
}

void fancySet(Runtime &rt, const NdArrayPtr &a, const ArrayIndexPlan &p, const ArrayOperand &value)
{
    Gather g = planGather(p, false);
    std::vector<char> keep;
    StridedRef v = valueAs(value, a->dtype(), keep);
    auto onto = broadcastOnto(v.sizes, v.strides, g.resultSizes);
    if (!onto)
        throw PyError("ValueError", "shape mismatch: value array of shape " + Errors::numpyShape(v.sizes) +
                                        " could not be broadcast to indexing result of shape " +
                                        Errors::numpyShape(g.resultSizes));
    planGather(p, true);
    fillOffsets(rt, p, g);
    // The value's strides rearranged into the buffer's dimension order.
    Shape full = g.broadcast;
    full.insert(full.end(), g.subSizes.begin(), g.subSizes.end());
    Shape strides(full.size(), 0);
    for (size_t i = 0; i < g.toBuffer.size(); ++i)
        strides[g.toBuffer[i]] = (*onto)[i];
    v.sizes = full;
    v.strides = strides;
    if (!g.offsets.empty())
        HostOffsetKernels::scatter(
            baseOf(*a), hostRef(g.offsets.data(), DType::Int64, full, StridedView::contiguousStrides(full)), v, false);
}

} // namespace

std::variant<NdArrayPtr, Scalar> ArrayIndexing::get(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items)
{
    const ArrayIndexPlan p = ArrayIndexPlan::make(*a, items);
    switch (p.form) {
    case Form::Element: return ArrayOps::elementAtOffset(*a, p.viewOffset);
    case Form::View: return ArrayOps::viewOf(rt, a, p.viewSizes, p.viewStrides, p.viewOffset, "indexing");
    case Form::ViewCopy: {
        auto view = ArrayOps::viewOf(rt, a, p.viewSizes, p.viewStrides, p.viewOffset, "indexing");
        return ArrayOps::copy(rt, *view, MemoryOrder::K, std::nullopt, "indexing");
    }
    case Form::SingleMask: return maskGet(rt, a, p);
    case Form::Fancy: return fancyGet(rt, a, p);
    }
    return ArrayOps::viewOf(rt, a, p.viewSizes, p.viewStrides, p.viewOffset, "indexing");
}

void ArrayIndexing::set(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items, const ArrayOperand &value,
                        const std::string &op)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    if (!a->writeable())
        throw Errors::readOnlyArray();
    const ArrayIndexPlan p = ArrayIndexPlan::make(*a, items);
    switch (p.form) {
    case Form::Element:
    case Form::View:
    case Form::ViewCopy: {
        NdArray target(rt, 0, a->storage(), a->dtype(), p.viewSizes, p.viewStrides, p.viewOffset, nullptr, nullptr, false);
        ArrayOps::assign(rt, target, value, p.form == Form::Element, op);
        return;
    }
    case Form::SingleMask: maskSet(a, p, value); break;
    case Form::Fancy: fancySet(rt, a, p, value); break;
    }
    TensorMaker::reportWrite(rt, *a, op);
}

} // namespace tl
