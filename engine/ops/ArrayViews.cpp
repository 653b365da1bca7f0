// NumPy 1.24's view and join functions (numpy/core/src/multiarray/shape.c: PyArray_Newshape,
// PyArray_Ravel, PyArray_Transpose, PyArray_SwapAxes, PyArray_Squeeze; ctors.c PyArray_Flatten;
// multiarraymodule.c PyArray_ConcatenateArrays;
// numpy/core/shape_base.py stack, numpy/lib/shape_base.py expand_dims).
#include "ArrayViews.h"

#include "core/ArrayShapeErrors.h"
#include "core/Errors.h"
#include "ops/ArrayOps.h"
#include "ops/TensorMaker.h"
#include "ops/TypePromotion.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <numeric>

namespace tl {

namespace {

using Shape = ArrayViews::Shape;

// A window onto a storage that is no Python object: the source or target of one step of a
// copy (a sliding window of concatenate, an array read in another axis order).
class Window final : public StridedView {
public:
    Window(StoragePtr storage, DType dtype, Shape sizes, Shape strides, int64_t offset)
        : StridedView(0, std::move(storage), dtype, std::move(sizes), std::move(strides), offset)
    {
    }
    std::string kindName() const override { return "ndarray"; }
    Library library() const override { return Library::NumPy; }
};

// NumPy gives a new array without elements zero strides.
Shape newArrayStrides(Shape strides, const Shape &sizes)
{
    if (ShapeMath::checkedNumel(sizes) == 0)
        strides.assign(strides.size(), 0);
    return strides;
}

// A new array owning its memory, laid out with `strides`.
NdArrayPtr newArray(Runtime &rt, const Shape &sizes, const Shape &strides, DType dtype, const std::string &op)
{
    StoragePtr s = TensorMaker::arrayStorage(rt, sizes, dtype, op);
    return TensorMaker::array(rt, s, dtype, sizes, newArrayStrides(strides, sizes), 0, nullptr, nullptr, true,
                              {op, false, op + " copies into a new array that owns its memory"});
}

// PyArray_Newshape's strides for a C-order view with `sizes`, nullopt when it needs a copy.
std::optional<Shape> reshapeStrides(const NdArray &a, const Shape &sizes)
{
    if (a.isContiguous()) // as ArrayOps::reshape
        return StridedView::contiguousStrides(sizes);
    return ShapeMath::viewStrides(a.sizes(), a.strides(), sizes);
}

// The axes from the largest stride to the smallest; ties keep C order (the stable sort
// PyArray_CreateSortedStridePerm and NpyIter's KEEPORDER make).
std::vector<size_t> strideOrder(const StridedView &a)
{
    std::vector<size_t> perm(a.sizes().size());
    std::iota(perm.begin(), perm.end(), 0);
    std::stable_sort(perm.begin(), perm.end(),
                     [&](size_t x, size_t y) { return std::abs(a.strides()[x]) > std::abs(a.strides()[y]); });
    return perm;
}

// A new 1-d array holding a's elements read with the axes in `perm` (outermost first).
NdArrayPtr copyFlat(Runtime &rt, const NdArray &a, const std::vector<size_t> &perm, const std::string &op)
{
    Shape sizes, strides;
    for (size_t ax : perm) {
        sizes.push_back(a.sizes()[ax]);
        strides.push_back(a.strides()[ax]);
    }
    auto out = newArray(rt, {a.numel()}, {1}, a.dtype(), op);
    Window src(a.storage(), a.dtype(), sizes, strides, a.storageOffset());
    Window dst(out->storage(), a.dtype(), sizes, StridedView::contiguousStrides(sizes), 0);
    TensorMaker::copyElements(rt, dst, src, op);
    return out;
}

bool isFortranOnly(const NdArray &a) { return a.isFortranContiguous() && !a.isContiguous(); }

// PyArray_CreateMultiSortedStridePerm: an insertion sort from the largest stride to the
// smallest over all the arrays, size-1 axes saying nothing and C order winning conflicts.
// Unlike nditer's ordering (OutputLayout::numpyStrides), it sorts outermost first, so an
// axis no array orders stays where it is among the others.
std::vector<size_t> multiStrideOrder(const std::vector<const StridedView *> &arrays, size_t ndim)
{
    std::vector<size_t> perm(ndim);
    std::iota(perm.begin(), perm.end(), 0);
    for (size_t i0 = 1; i0 < ndim; ++i0) {
        size_t ipos = i0;
        const size_t j0 = perm[i0];
        for (size_t i1 = i0; i1-- > 0;) {
            bool ambiguous = true, swap = false;
            const size_t j1 = perm[i1];
            for (const StridedView *a : arrays) {
                if (a->sizes()[j0] == 1 || a->sizes()[j1] == 1)
                    continue;
                if (std::abs(a->strides()[j0]) <= std::abs(a->strides()[j1]))
                    swap = false;
                else if (ambiguous)
                    swap = true;
                ambiguous = false;
            }
            if (!ambiguous) {
                if (!swap)
                    break;
                ipos = i1;
            }
        }
        std::rotate(perm.begin() + static_cast<std::ptrdiff_t>(ipos), perm.begin() + static_cast<std::ptrdiff_t>(i0),
                    perm.begin() + static_cast<std::ptrdiff_t>(i0) + 1);
    }
    return perm;
}

DType joinedDType(const std::vector<const StridedView *> &arrays)
{
    std::vector<TypePromotion::NumpyArg> args;
    for (const StridedView *a : arrays)
        args.push_back({a->dtype(), false, {}, false});
    return TypePromotion::numpyResultType(args);
}

NdArrayPtr joinAlong(Runtime &rt, const std::vector<const StridedView *> &arrays, int64_t axis, const std::string &op)
{
    if (arrays.empty())
        throw ArrayShapeErrors::concatenateEmpty();
    const StridedView &first = *arrays[0];
    const int64_t ndim = first.dim();
    if (ndim == 0)
        throw ArrayShapeErrors::concatenateZeroDim();
    const auto ax = static_cast<size_t>(ArrayViews::normalizeAxis(axis, ndim));
    Shape sizes = first.sizes();
    for (size_t i = 1; i < arrays.size(); ++i) {
        const StridedView &a = *arrays[i];
        if (a.dim() != ndim)
            throw ArrayShapeErrors::concatenateDims(ndim, i, a.dim());
        for (size_t d = 0; d < sizes.size(); ++d) {
            if (d == ax)
                sizes[d] += a.sizes()[d];
            else if (sizes[d] != a.sizes()[d])
                throw ArrayShapeErrors::concatenateSizes(static_cast<int64_t>(d), sizes[d], i, a.sizes()[d]);
        }
    }
    const DType dt = joinedDType(arrays);
    Shape strides(sizes.size());
    int64_t s = 1;
    const auto perm = multiStrideOrder(arrays, sizes.size());
    for (size_t i = perm.size(); i-- > 0;) {
        strides[perm[i]] = s;
        s *= sizes[perm[i]];
    }
    auto out = newArray(rt, sizes, strides, dt, op);
    int64_t at = 0;
    for (const StridedView *a : arrays) {
        Window dst(out->storage(), dt, a->sizes(), strides, at * strides[ax]);
        TensorMaker::copyElements(rt, dst, *a, op);
        at += a->sizes()[ax];
    }
    return out;
}

NdArrayPtr joinFlat(Runtime &rt, const std::vector<const StridedView *> &arrays, const std::string &op)
{
    if (arrays.empty())
        throw ArrayShapeErrors::concatenateEmpty();
    int64_t n = 0;
    for (const StridedView *a : arrays)
        n += a->numel();
    const DType dt = joinedDType(arrays);
    auto out = newArray(rt, {n}, {1}, dt, op);
    int64_t at = 0;
    for (const StridedView *a : arrays) {
        Window dst(out->storage(), dt, a->sizes(), StridedView::contiguousStrides(a->sizes()), at);
        TensorMaker::copyElements(rt, dst, *a, op);
        at += a->numel();
    }
    return out;
}

} // namespace

int64_t ArrayViews::normalizeAxis(int64_t axis, int64_t ndim, const char *prefix)
{
    if (axis < -ndim || axis >= ndim)
        throw ArrayShapeErrors::axisOutOfBounds(axis, ndim, prefix);
    return axis < 0 ? axis + ndim : axis;
}

NdArrayPtr ArrayViews::view(Runtime &rt, const NdArrayPtr &a, std::optional<DType> dtype)
{
    if (dtype && itemSize(*dtype) != itemSize(a->dtype()))
        throw UnsupportedError("ndarray.view() as a dtype of another item size");
    return ArrayOps::viewOf(rt, a, a->sizes(), a->strides(), a->storageOffset(), "view()", dtype);
}

void ArrayViews::setShape(Runtime &rt, const NdArrayPtr &a, const Shape &shape)
{
    const Shape sizes = ShapeMath::inferSize(shape, a->numel(), true);
    auto strides = reshapeStrides(*a, sizes);
    if (!strides)
        throw ArrayShapeErrors::shapeNeedsCopy();
    a->restride(sizes, *strides);
    TensorMaker::reportRestride(rt, *a, {"shape =", true, "setting .shape re-shapes this array in place (no copy)"});
}

NdArrayPtr ArrayViews::ravel(Runtime &rt, const NdArrayPtr &a, MemoryOrder order)
{
    if (order == MemoryOrder::K && a->isContiguous())
        order = MemoryOrder::C;
    else if (order == MemoryOrder::K && a->isFortranContiguous())
        order = MemoryOrder::F;
    else if (order == MemoryOrder::A)
        order = isFortranOnly(*a) ? MemoryOrder::F : MemoryOrder::C;
    const Shape flat{a->numel()};
    if ((order == MemoryOrder::C && a->isContiguous()) || (order == MemoryOrder::F && a->isFortranContiguous()))
        return ArrayOps::viewOf(rt, a, flat, {1}, a->storageOffset(), "ravel()");
    if (order == MemoryOrder::K) {
        // A view when the axes, largest stride first, are one dense run of memory.
        const auto perm = strideOrder(*a);
        int64_t stride = 1;
        bool dense = true;
        for (size_t i = perm.size(); i-- > 0 && dense;) {
            if (a->sizes()[perm[i]] == 1)
                continue;
            dense = a->strides()[perm[i]] == stride;
            stride *= a->sizes()[perm[i]];
        }
        if (dense)
            return ArrayOps::viewOf(rt, a, flat, {1}, a->storageOffset(), "ravel()");
    }
    return flatten(rt, a, order, "ravel()");
}

NdArrayPtr ArrayViews::flatten(Runtime &rt, const NdArrayPtr &a, MemoryOrder order, const std::string &op)
{
    if (order == MemoryOrder::A)
        order = isFortranOnly(*a) ? MemoryOrder::F : MemoryOrder::C;
    std::vector<size_t> perm(a->sizes().size());
    std::iota(perm.begin(), perm.end(), 0);
    if (order == MemoryOrder::F) {
        std::reverse(perm.begin(), perm.end());
    } else if (order == MemoryOrder::K) {
        perm = strideOrder(*a); // PyArray_CopyAsFlat keeps negative strides' direction
    }
    return copyFlat(rt, *a, perm, op);
}

NdArrayPtr ArrayViews::transpose(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes, const std::string &op)
{
    const int64_t n = a->dim();
    Shape perm(static_cast<size_t>(n));
    if (!axes) {
        for (int64_t i = 0; i < n; ++i)
            perm[static_cast<size_t>(i)] = n - 1 - i;
    } else {
        if (static_cast<int64_t>(axes->size()) != n)
            throw ArrayShapeErrors::transposeAxesMismatch();
        std::vector<bool> seen(static_cast<size_t>(n), false);
        for (size_t i = 0; i < axes->size(); ++i) {
            const int64_t ax = normalizeAxis((*axes)[i], n);
            if (seen[static_cast<size_t>(ax)])
                throw ArrayShapeErrors::transposeRepeated();
            seen[static_cast<size_t>(ax)] = true;
            perm[i] = ax;
        }
    }
    Shape sizes, strides;
    for (int64_t ax : perm) {
        sizes.push_back(a->sizes()[static_cast<size_t>(ax)]);
        strides.push_back(a->strides()[static_cast<size_t>(ax)]);
    }
    return ArrayOps::viewOf(rt, a, sizes, strides, a->storageOffset(), op);
}

NdArrayPtr ArrayViews::swapaxes(Runtime &rt, const NdArrayPtr &a, int64_t axis1, int64_t axis2)
{
    const auto a1 = static_cast<size_t>(normalizeAxis(axis1, a->dim(), "axis1: "));
    const auto a2 = static_cast<size_t>(normalizeAxis(axis2, a->dim(), "axis2: "));
    Shape sizes = a->sizes(), strides = a->strides();
    std::swap(sizes[a1], sizes[a2]);
    std::swap(strides[a1], strides[a2]);
    return ArrayOps::viewOf(rt, a, sizes, strides, a->storageOffset(), "swapaxes()");
}

NdArrayPtr ArrayViews::flip(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes, const std::string &op)
{
    const int64_t n = a->dim();
    std::vector<bool> flipped(static_cast<size_t>(n), !axes);
    if (axes) // normalize_axis_tuple
        for (int64_t ax : *axes) {
            const auto d = static_cast<size_t>(normalizeAxis(ax, n));
            if (flipped[d])
                throw ArrayShapeErrors::repeatedAxis();
            flipped[d] = true;
        }
    Shape strides = a->strides();
    int64_t offset = a->storageOffset();
    for (size_t d = 0; d < flipped.size(); ++d)
        if (flipped[d]) {
            if (a->sizes()[d] > 0)
                offset += (a->sizes()[d] - 1) * strides[d];
            strides[d] = -strides[d];
        }
    return ArrayOps::viewOf(rt, a, a->sizes(), strides, offset, op);
}

NdArrayPtr ArrayViews::squeeze(Runtime &rt, const NdArrayPtr &a, const std::optional<Shape> &axes)
{
    const int64_t n = a->dim();
    std::vector<bool> drop(static_cast<size_t>(n), false);
    if (axes) {
        // PyArray_ConvertMultiAxis, then PyArray_SqueezeSelected.
        for (int64_t ax : *axes) {
            const auto d = static_cast<size_t>(normalizeAxis(ax, n));
            if (drop[d])
                throw PyError("ValueError", "duplicate value in 'axis'");
            drop[d] = true;
        }
        for (int64_t d = 0; d < n; ++d)
            if (drop[static_cast<size_t>(d)] && a->sizes()[static_cast<size_t>(d)] != 1)
                throw ArrayShapeErrors::squeezeNotOne();
    } else {
        bool any = false;
        for (int64_t d = 0; d < n; ++d)
            any |= drop[static_cast<size_t>(d)] = a->sizes()[static_cast<size_t>(d)] == 1;
        if (!any)
            return a; // PyArray_Squeeze hands back the array itself
    }
    Shape sizes, strides;
    for (size_t d = 0; d < drop.size(); ++d)
        if (!drop[d]) {
            sizes.push_back(a->sizes()[d]);
            strides.push_back(a->strides()[d]);
        }
    return ArrayOps::viewOf(rt, a, sizes, strides, a->storageOffset(), "squeeze()");
}

NdArrayPtr ArrayViews::expandDims(Runtime &rt, const NdArrayPtr &a, const Shape &axes)
{
    const int64_t outDims = a->dim() + static_cast<int64_t>(axes.size());
    std::vector<bool> inserted(static_cast<size_t>(outDims), false);
    for (int64_t ax : axes) {
        const auto d = static_cast<size_t>(normalizeAxis(ax, outDims));
        if (inserted[d])
            throw ArrayShapeErrors::repeatedAxis();
        inserted[d] = true;
    }
    Shape sizes;
    size_t next = 0;
    for (bool one : inserted)
        sizes.push_back(one ? 1 : a->sizes()[next++]);
    return ArrayOps::reshape(rt, a, sizes);
}

NdArrayPtr ArrayViews::concatenate(Runtime &rt, const std::vector<NdArrayPtr> &arrays, std::optional<int64_t> axis,
                                   const std::string &op)
{
    std::vector<const StridedView *> views;
    for (const auto &a : arrays)
        views.push_back(a.get());
    return axis ? joinAlong(rt, views, *axis, op) : joinFlat(rt, views, op);
}

NdArrayPtr ArrayViews::stack(Runtime &rt, const std::vector<NdArrayPtr> &arrays, int64_t axis)
{
    if (arrays.empty())
        throw ArrayShapeErrors::stackEmpty();
    for (const auto &a : arrays)
        if (a->sizes() != arrays[0]->sizes())
            throw ArrayShapeErrors::stackShapes();
    const int64_t ax = normalizeAxis(axis, arrays[0]->dim() + 1);
    // Each array seen through a[(slice(None),) * axis + (np.newaxis,)]: a new axis of stride 0.
    std::vector<Window> expanded;
    expanded.reserve(arrays.size());
    for (const auto &a : arrays) {
        Shape sizes = a->sizes(), strides = a->strides();
        sizes.insert(sizes.begin() + ax, 1);
        strides.insert(strides.begin() + ax, 0);
        expanded.emplace_back(a->storage(), a->dtype(), sizes, strides, a->storageOffset());
    }
    std::vector<const StridedView *> views;
    for (const auto &w : expanded)
        views.push_back(&w);
    return joinAlong(rt, views, ax, "np.stack");
}

NdArrayPtr ArrayViews::withLayout(Runtime &rt, const NdArrayPtr &a, MemoryOrder order, std::optional<DType> dtype,
                                  const std::string &op)
{
    NdArrayPtr out = a;
    if ((dtype && *dtype != a->dtype()) || !ArrayOps::hasOrder(*a, order))
        out = ArrayOps::copy(rt, *a, order, dtype, op);
    if (out->dim() == 0) // ndmin=1: a view with one axis in front
        return ArrayOps::viewOf(rt, out, {1}, {1}, out->storageOffset(), op);
    return out;
}

bool ArrayViews::mayShareMemory(const NdArray &a, const NdArray &b)
{
    if (a.storage() != b.storage())
        return false;
    const auto [a0, a1] = a.byteRange();
    const auto [b0, b1] = b.byteRange();
    return a0 < a1 && b0 < b1 && a0 < b1 && b0 < a1;
}

} // namespace tl
