// NumPy 1.24's reductions (ufunc.reduce, _methods.py) in NumPy's order of operations.
#include "ArrayReductions.h"

#include "core/PyError.h"
#include "ops/ArrayUfuncs.h"
#include "ops/ArrayViews.h"
#include "tensor/StridedView.h"

#include <cmath>
#include <limits>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

constexpr int64_t kBufferSize = 8192; // NPY_BUFSIZE: a cast input is reduced buffer by buffer

// The reduced axes, normalised, in increasing order; every axis when none are given.
std::vector<bool> reducedAxes(const NdArray &a, const ArrayReductions::Axes &axes)
{
    const int64_t n = a.dim();
    std::vector<bool> reduced(static_cast<size_t>(n), !axes);
    if (axes)
        for (int64_t ax : *axes) {
            const auto d = static_cast<size_t>(ArrayViews::normalizeAxis(ax, n));
            if (reduced[d])
                throw PyError("ValueError", "duplicate value in 'axis'");
            reduced[d] = true;
        }
    return reduced;
}

// The result's shape: reduced axes dropped, or kept as 1 (keepdims).
Shape resultShape(const NdArray &a, const std::vector<bool> &reduced, bool keepdims)
{
    Shape s;
    for (size_t d = 0; d < reduced.size(); ++d)
        if (!reduced[d])
            s.push_back(a.sizes()[d]);
        else if (keepdims)
            s.push_back(1);
    return s;
}

int64_t reducedCount(const NdArray &a, const std::vector<bool> &reduced)
{
    int64_t n = 1;
    for (size_t d = 0; d < reduced.size(); ++d)
        if (reduced[d])
            n *= a.sizes()[d];
    return n;
}

// acc + v rounded to `dtype` (the output element a reduction accumulates into).
Scalar addIn(DType dtype, const Scalar &acc, const Scalar &v)
{
    switch (dtype) {
    case DType::Float32:
        return Scalar::fromDouble(static_cast<float>(static_cast<float>(acc.toDouble()) + static_cast<float>(v.toDouble())),
                                  DType::Float32);
    case DType::Float64: return Scalar::fromDouble(acc.toDouble() + v.toDouble());
    default:
        return Scalar::fromInt(static_cast<int64_t>(static_cast<uint64_t>(acc.toInt()) + static_cast<uint64_t>(v.toInt())));
    }
}

// One reduction lane of `a`: `length` elements `stride` apart from element offset `start`.
struct Lane {
    int64_t start, length, stride;
};

// The lanes along axis k of a view (sizes, strides, first element's offset), one per
// result element in C order.
std::vector<Lane> lanesAlong(const Shape &sizes, const Shape &strides, int64_t first, size_t k)
{
    std::vector<size_t> dims;
    int64_t count = 1;
    for (size_t d = 0; d < sizes.size(); ++d)
        if (d != k) {
            dims.push_back(d);
            count *= sizes[d];
        }
    std::vector<Lane> lanes;
    lanes.reserve(static_cast<size_t>(count));
    Shape index(dims.size(), 0);
    for (int64_t n = 0; n < count; ++n) {
        int64_t offset = first;
        for (size_t j = 0; j < dims.size(); ++j)
            offset += index[j] * strides[dims[j]];
        lanes.push_back({offset, sizes[k], strides[k]});
        for (size_t j = dims.size(); j-- > 0;) {
            if (++index[j] < sizes[dims[j]])
                break;
            index[j] = 0;
        }
    }
    return lanes;
}

std::vector<Lane> lanesAlong(const NdArray &a, size_t k) { return lanesAlong(a.sizes(), a.strides(), a.storageOffset(), k); }

// NumPy's pairwise sum of a lane, buffer by buffer when the input was cast.
Scalar pairwiseSum(const NdArray &a, const Lane &lane, bool buffered)
{
    const int64_t chunk = buffered ? kBufferSize : std::max<int64_t>(lane.length, 1);
    Scalar total = Scalar::fromDouble(0.0, a.dtype());
    for (int64_t c = 0; c < lane.length; c += chunk) {
        StridedRef ref;
        ref.data = static_cast<char *>(a.storage()->data()) + (lane.start + c * lane.stride) * itemSize(a.dtype());
        ref.dtype = a.dtype();
        ref.sizes = {std::min(chunk, lane.length - c)};
        ref.strides = {lane.stride};
        const Scalar part = a.storage()->backend().sum(ref, a.dtype(), SumOrder::NumPy);
        total = c == 0 ? part : addIn(a.dtype(), total, part);
    }
    return total;
}

// One running sum per result element, in index order along the lane.
Scalar sequentialSum(const NdArray &a, const Lane &lane)
{
    Scalar total = isFloating(a.dtype()) ? Scalar::fromDouble(0.0, a.dtype()) : Scalar::fromInt(0);
    for (int64_t i = 0; i < lane.length; ++i)
        total = addIn(a.dtype(), total, ArrayOps::elementAtOffset(a, lane.start + i * lane.stride));
    return total;
}

// Whether NumPy's iterator walks axis k innermost: the smallest stride of the axes that
// are not 1 long (then the inner loop is the reduction, summed pairwise).
bool innermost(const NdArray &a, size_t k)
{
    for (size_t d = 0; d < a.sizes().size(); ++d)
        if (d != k && a.sizes()[d] > 1 && std::abs(a.strides()[d]) <= std::abs(a.strides()[k]))
            return false;
    return true;
}

NdArrayPtr resultArray(Runtime &rt, const std::vector<Scalar> &values, const Shape &shape, DType dtype, const std::string &op)
{
    std::vector<Scalar> cast;
    cast.reserve(values.size());
    for (const Scalar &v : values)
        cast.push_back(v.castTo(dtype, Library::NumPy));
    return ArrayOps::fromValues(rt, cast, shape, dtype, op);
}

std::vector<Scalar> elementsOf(const NdArray &a)
{
    std::vector<Scalar> out;
    Shape index(a.sizes().size(), 0);
    for (int64_t n = 0; n < a.numel(); ++n) {
        out.push_back(ArrayOps::elementAt(a, index));
        for (size_t d = index.size(); d-- > 0;) {
            if (++index[d] < a.sizes()[d])
                break;
            index[d] = 0;
        }
    }
    return out;
}

// The sum accumulation type np.sum picks: int64 for bools and signed integers.
DType sumType(DType d)
{
    if (d == DType::UInt8)
        throw UnsupportedError("np.sum of a uint8 array (NumPy sums it as uint64)");
    return isFloating(d) ? d : DType::Int64;
}

// x (already of the accumulation dtype) summed over the reduced axes.
NdArrayPtr sumOf(Runtime &rt, const NdArrayPtr &x, const std::vector<bool> &reduced, bool keepdims, bool buffered)
{
    const DType dt = x->dtype();
    const Shape shape = resultShape(*x, reduced, keepdims);
    size_t count = 0;
    for (bool r : reduced)
        count += r;
    if (count == reduced.size()) {
        Scalar total;
        if (buffered && x->isContiguous())
            total = pairwiseSum(*x, {x->storageOffset(), x->numel(), 1}, true);
        else
            total = x->storage()->backend().sum(x->ref(), dt, SumOrder::NumPy);
        return resultArray(rt, {total}, shape, dt, "np.sum");
    }
    if (isFloating(dt)) {
        if (count > 1)
            throw UnsupportedError("np.sum of a floating-point array over several (not all) axes");
        for (int64_t s : x->strides())
            if (s < 0)
                throw UnsupportedError("np.sum of a floating-point array with negative strides along an axis");
        if (dt == DType::Float16)
            throw UnsupportedError("np.sum of a float16 array along an axis");
    }
    // Integers add exactly in any order: one axis after another.
    NdArrayPtr cur = x;
    std::vector<bool> left = reduced;
    std::vector<Scalar> values;
    for (size_t k = reduced.size(); k-- > 0;) {
        if (!left[k])
            continue;
        values.clear();
        const bool inner = innermost(*cur, k);
        for (const Lane &lane : lanesAlong(*cur, k))
            values.push_back(isFloating(dt) && inner ? pairwiseSum(*cur, lane, buffered) : sequentialSum(*cur, lane));
        Shape next = cur->sizes();
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
        cur = resultArray(rt, values, next, dt, "np.sum");
    }
    return resultArray(rt, elementsOf(*cur), shape, dt, "np.sum");
}

// x cast to `dtype` for a reduction (NumPy casts through its buffers).
NdArrayPtr castFor(Runtime &rt, const NdArrayPtr &a, DType dtype, bool &buffered)
{
    buffered = a->dtype() != dtype;
    return buffered ? ArrayOps::copy(rt, *a, MemoryOrder::K, dtype, "np.sum") : a;
}

// NaN wins a comparison (np.maximum/np.minimum propagate it).
bool better(const Scalar &v, const Scalar &best, ArrayReductions::Extreme which)
{
    if (v.isFloating() || best.isFloating()) {
        const double x = v.toDouble(), y = best.toDouble();
        if (std::isnan(y))
            return false;
        if (std::isnan(x))
            return true;
        return which == ArrayReductions::Extreme::Max ? x > y : x < y;
    }
    return which == ArrayReductions::Extreme::Max ? v.toInt() > best.toInt() : v.toInt() < best.toInt();
}

// acc * v rounded to `dtype`.
Scalar multiplyIn(DType dtype, const Scalar &acc, const Scalar &v)
{
    switch (dtype) {
    case DType::Float32:
        return Scalar::fromDouble(static_cast<float>(static_cast<float>(acc.toDouble()) * static_cast<float>(v.toDouble())),
                                  DType::Float32);
    case DType::Float64: return Scalar::fromDouble(acc.toDouble() * v.toDouble());
    default:
        return Scalar::fromInt(static_cast<int64_t>(static_cast<uint64_t>(acc.toInt()) * static_cast<uint64_t>(v.toInt())));
    }
}

} // namespace

NdArrayPtr ArrayReductions::cumulative(Runtime &rt, const NdArrayPtr &a, std::optional<int64_t> axis,
                                       std::optional<DType> dtype, bool product)
{
    const char *name = product ? "cumprod" : "cumsum";
    const DType acc = dtype ? *dtype : sumType(a->dtype());
    if (acc == DType::Float16 || acc == DType::Bool || (isIntegral(acc) && acc != DType::Int64))
        throw UnsupportedError(std::string("np.") + name + " in " + std::string(numpyName(acc)));
    bool buffered = false;
    NdArrayPtr x = castFor(rt, a, acc, buffered);
    if (!axis) // the flattened array
        x = ArrayOps::copy(rt, *x, MemoryOrder::C, std::nullopt, name);
    const size_t k = axis ? static_cast<size_t>(ArrayViews::normalizeAxis(*axis, a->dim())) : 0;
    const Shape shape = axis ? a->sizes() : Shape{a->numel()};
    const Shape cStrides = StridedView::contiguousStrides(shape);
    // add.accumulate / multiply.accumulate: a running value along each lane, in order.
    std::vector<Scalar> values(static_cast<size_t>(a->numel()));
    const std::vector<Lane> in = axis ? lanesAlong(*x, k) : std::vector<Lane>{{x->storageOffset(), a->numel(), 1}};
    const std::vector<Lane> out = lanesAlong(shape, cStrides, 0, k);
    for (size_t l = 0; l < in.size(); ++l) {
        Scalar running;
        for (int64_t i = 0; i < in[l].length; ++i) {
            const Scalar v = ArrayOps::elementAtOffset(*x, in[l].start + i * in[l].stride);
            running = i == 0 ? v : product ? multiplyIn(acc, running, v) : addIn(acc, running, v);
            values[static_cast<size_t>(out[l].start + i * out[l].stride)] = running;
        }
    }
    return resultArray(rt, values, shape, acc, name);
}

NdArrayPtr ArrayReductions::sum(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, std::optional<DType> dtype)
{
    const std::vector<bool> reduced = reducedAxes(*a, axes);
    bool buffered = false;
    const NdArrayPtr x = castFor(rt, a, dtype ? *dtype : sumType(a->dtype()), buffered);
    return sumOf(rt, x, reduced, keepdims, buffered);
}

NdArrayPtr ArrayReductions::mean(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, std::optional<DType> dtype)
{
    const std::vector<bool> reduced = reducedAxes(*a, axes);
    const int64_t count = reducedCount(*a, reduced);
    if (count == 0)
        throw UnsupportedError("np.mean of an empty slice (NumPy warns and returns nan)");
    // _mean: integers in float64, float16 in float32 (the result back in float16).
    DType acc = dtype.value_or(isFloating(a->dtype()) ? a->dtype() : DType::Float64);
    const bool half = !dtype && a->dtype() == DType::Float16;
    if (half)
        acc = DType::Float32;
    bool buffered = false;
    const NdArrayPtr total = sumOf(rt, castFor(rt, a, acc, buffered), reduced, keepdims, buffered);
    ArrayUfuncs::binary(rt, BinaryKernel::Div, {total, {}, true}, {nullptr, Scalar::fromInt(count), true}, total);
    return half ? ArrayOps::copy(rt, *total, MemoryOrder::K, DType::Float16, "np.mean") : total;
}

NdArrayPtr ArrayReductions::variance(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims,
                                     std::optional<DType> dtype, int64_t ddof, bool takeSqrt)
{
    const std::vector<bool> reduced = reducedAxes(*a, axes);
    const int64_t count = reducedCount(*a, reduced);
    if (count - ddof <= 0)
        throw UnsupportedError("np.var with no degrees of freedom left (NumPy warns)");
    if (a->dtype() == DType::Float16)
        throw UnsupportedError("np.var / np.std of a float16 array");
    // _var: the mean (kept dimensions), the squared deviations, their sum over the count.
    const DType acc = dtype.value_or(isFloating(a->dtype()) ? a->dtype() : DType::Float64);
    bool buffered = false;
    const NdArrayPtr mean = sumOf(rt, castFor(rt, a, acc, buffered), reduced, true, buffered);
    ArrayUfuncs::binary(rt, BinaryKernel::Div, {mean, {}, true}, {nullptr, Scalar::fromInt(count), true}, mean);
    const NdArrayPtr x = ArrayUfuncs::binary(rt, BinaryKernel::Sub, {a, {}, true}, {mean, {}, true});
    ArrayUfuncs::binary(rt, BinaryKernel::Mul, {x, {}, true}, {x, {}, true}, x);
    const NdArrayPtr squares = castFor(rt, x, acc, buffered);
    const NdArrayPtr r = sumOf(rt, squares, reduced, keepdims, buffered);
    ArrayUfuncs::binary(rt, BinaryKernel::Div, {r, {}, true}, {nullptr, Scalar::fromInt(count - ddof), true}, r);
    return takeSqrt ? ArrayUfuncs::unary(rt, NumpyUnary::Sqrt, r, r) : r;
}

NdArrayPtr ArrayReductions::extreme(Runtime &rt, const NdArrayPtr &a, const Axes &axes, bool keepdims, Extreme which)
{
    const std::vector<bool> reduced = reducedAxes(*a, axes);
    const char *name = which == Extreme::Max ? "maximum" : "minimum";
    if (reducedCount(*a, reduced) == 0)
        throw PyError("ValueError", std::string("zero-size array to reduction operation ") + name + " which has no identity");
    // Comparisons are exact: one axis after another.
    NdArrayPtr cur = a;
    std::vector<bool> left = reduced;
    for (size_t k = reduced.size(); k-- > 0;) {
        if (!left[k])
            continue;
        std::vector<Scalar> values;
        for (const Lane &lane : lanesAlong(*cur, k)) {
            Scalar best = ArrayOps::elementAtOffset(*cur, lane.start);
            for (int64_t i = 1; i < lane.length; ++i) {
                const Scalar v = ArrayOps::elementAtOffset(*cur, lane.start + i * lane.stride);
                if (better(v, best, which))
                    best = v;
            }
            values.push_back(best);
        }
        Shape next = cur->sizes();
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(k));
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
        cur = resultArray(rt, values, next, a->dtype(), name);
    }
    return resultArray(rt, elementsOf(*cur), resultShape(*a, reduced, keepdims), a->dtype(), name);
}

NdArrayPtr ArrayReductions::argExtreme(Runtime &rt, const NdArrayPtr &a, std::optional<int64_t> axis, bool keepdims,
                                       Extreme which)
{
    const char *name = which == Extreme::Max ? "argmax" : "argmin";
    // Without an axis: the index in the flattened (C-order) array.
    const NdArrayPtr x = axis ? a : ArrayOps::copy(rt, *a, MemoryOrder::C, std::nullopt, name);
    const size_t k = axis ? static_cast<size_t>(ArrayViews::normalizeAxis(*axis, a->dim())) : 0;
    if ((axis ? a->sizes()[k] : a->numel()) == 0)
        throw PyError("ValueError", std::string("attempt to get ") + name + " of an empty sequence");
    std::vector<Lane> lanes;
    if (axis)
        lanes = lanesAlong(*x, k);
    else
        lanes.push_back({x->storageOffset(), x->numel(), 1});
    std::vector<Scalar> values;
    for (const Lane &lane : lanes) {
        Scalar best = ArrayOps::elementAtOffset(*x, lane.start);
        int64_t at = 0;
        for (int64_t i = 1; i < lane.length; ++i) {
            const Scalar v = ArrayOps::elementAtOffset(*x, lane.start + i * lane.stride);
            if (better(v, best, which)) {
                best = v;
                at = i;
            }
        }
        values.push_back(Scalar::fromInt(at));
    }
    Shape shape;
    if (axis) {
        shape = a->sizes();
        if (keepdims)
            shape[k] = 1;
        else
            shape.erase(shape.begin() + static_cast<std::ptrdiff_t>(k));
    } else if (keepdims) {
        shape.assign(a->sizes().size(), 1);
    }
    return resultArray(rt, values, shape, DType::Int64, name);
}

} // namespace tl
