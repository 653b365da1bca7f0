#include "ArrayOps.h"

#include "backend/HostKernels.h"
#include "ops/ArrayIndexing.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "ops/TensorFactory.h"
#include "ops/TypePromotion.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <numeric>

namespace tl {

namespace {

// NumPy collapses view chains: a view's base is the first array down the chain that owns
// its memory, or the first that borrows it from something that is not an ndarray.
NdArrayPtr collapsedBase(const NdArrayPtr &a)
{
    NdArrayPtr cur = a;
    while (!cur->ownData() && cur->baseArray())
        cur = cur->baseArray();
    return cur;
}

// order='K': a C-contiguous source stays C-ordered, an F-contiguous one F-ordered; any
// other layout keeps the order of its strides (outermost = largest).
std::vector<int64_t> keepLayoutStrides(const NdArray &a)
{
    const auto &sizes = a.sizes();
    if (a.isContiguous())
        return StridedView::contiguousStrides(sizes);
    std::vector<size_t> order(sizes.size());
    std::iota(order.begin(), order.end(), 0);
    bool fortran = true;
    int64_t expected = 1;
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (sizes[i] != 1 && a.strides()[i] != expected)
            fortran = false;
        expected *= sizes[i];
    }
    if (fortran)
        std::reverse(order.begin(), order.end());
    else
        std::stable_sort(order.begin(), order.end(),
                         [&](size_t x, size_t y) { return std::abs(a.strides()[x]) > std::abs(a.strides()[y]); });
    std::vector<int64_t> out(sizes.size());
    int64_t s = 1;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        out[*it] = s;
        s *= std::max<int64_t>(sizes[*it], 1);
    }
    return out;
}

void checkWriteable(const NdArray &a)
{
    if (!a.writeable())
        throw Errors::readOnlyArray();
}

} // namespace

NdArrayPtr ArrayOps::viewOf(Runtime &rt, const NdArrayPtr &a, Shape sizes, Shape strides, int64_t offset, const std::string &op,
                            std::optional<DType> dtype)
{
    NdArrayPtr base = collapsedBase(a);
    auto v = TensorMaker::array(rt, a->storage(), dtype.value_or(a->dtype()), std::move(sizes), std::move(strides), offset, base, nullptr, false,
                                {op, true, op + " returns a view of the same memory"});
    v->setWriteable(a->writeable());
    return v;
}

NdArrayPtr ArrayOps::full(Runtime &rt, const Shape &shape, Scalar value, DType dtype, const std::string &op,
                          MemoryOrder order)
{
    for (int64_t s : shape)
        if (s < 0)
            throw PyError("ValueError", "negative dimensions are not allowed");
    auto a = TensorMaker::emptyArray(rt, shape, dtype, {op, false, op + " allocates a new array"},
                                     order == MemoryOrder::F ? StridedView::fortranStrides(shape) : Shape{});
    rt.cpuBackend().fill(a->ref(), value);
    return a;
}

NdArrayPtr ArrayOps::arange(Runtime &rt, Scalar start, Scalar stop, Scalar step, std::optional<DType> dtype)
{
    const bool anyFloat = start.isFloating() || stop.isFloating() || step.isFloating();
    const DType dt = dtype.value_or(anyFloat ? DType::Float64 : DType::Int64);
    const int64_t n = TensorFactory::arangeLength(start, stop, step, true);
    auto a = TensorMaker::emptyArray(rt, {n}, dt, {"np.arange", false, "np.arange allocates a new array"});
    rt.cpuBackend().arange(a->ref(), start.toDouble(), step.toDouble(), Library::NumPy);
    return a;
}

NdArrayPtr ArrayOps::fromValues(Runtime &rt, const std::vector<Scalar> &values, const Shape &shape, DType dtype,
                                const std::string &op, MemoryOrder order)
{
    const bool fortran = order == MemoryOrder::F && shape.size() > 1;
    auto a = TensorMaker::emptyArray(rt, shape, dtype, {op, false, op + " copies the data into a new array"},
                                     fortran ? StridedView::fortranStrides(shape) : Shape{});
    char *p = static_cast<char *>(a->storage()->data());
    const size_t item = static_cast<size_t>(itemSize(dtype));
    Shape index(shape.size(), 0);
    for (size_t i = 0; i < values.size(); ++i) {
        // `values` are row-major; an F-ordered array stores them column by column.
        size_t at = i;
        if (fortran) {
            at = 0;
            for (size_t d = 0; d < shape.size(); ++d)
                at += static_cast<size_t>(index[d] * a->strides()[d]);
            for (size_t d = shape.size(); d-- > 0 && ++index[d] == shape[d];)
                index[d] = 0;
        }
        rt.cpuBackend().writeElement(p + at * item, dtype, values[i]);
    }
    return a;
}

bool ArrayOps::hasOrder(const NdArray &a, MemoryOrder order)
{
    switch (order) {
    case MemoryOrder::C: return a.isContiguous();
    case MemoryOrder::F: return a.isFortranContiguous();
    default: return true;
    }
}

NdArrayPtr ArrayOps::copy(Runtime &rt, const NdArray &a, MemoryOrder order, std::optional<DType> dtype, const std::string &op)
{
    const DType dt = dtype.value_or(a.dtype());
    StoragePtr s = TensorMaker::arrayStorage(rt, a.sizes(), dt, op);
    if (order == MemoryOrder::A)
        order = a.isFortranContiguous() && !a.isContiguous() ? MemoryOrder::F : MemoryOrder::C;
    auto strides = order == MemoryOrder::K   ? keepLayoutStrides(a)
                   : order == MemoryOrder::F ? StridedView::fortranStrides(a.sizes())
                                             : StridedView::contiguousStrides(a.sizes());
    if (a.numel() == 0)
        strides.assign(strides.size(), 0); // NumPy gives new empty arrays zero strides
    auto out = TensorMaker::array(rt, s, dt, a.sizes(), strides, 0, nullptr, nullptr, true,
                                  {op, false, op + " copies into a new array that owns its memory"});
    TensorMaker::copyElements(rt, *out, a, op);
    return out;
}

NdArrayPtr ArrayOps::reshape(Runtime &rt, const NdArrayPtr &a, const Shape &shape)
{
    const Shape sizes = ShapeMath::inferSize(shape, a->numel(), true);
    // PyArray_Newshape: a C-contiguous array takes dense strides without a search.
    if (a->isContiguous())
        return viewOf(rt, a, sizes, StridedView::contiguousStrides(sizes), a->storageOffset(), "reshape()");
    if (auto strides = ShapeMath::viewStrides(a->sizes(), a->strides(), sizes))
        return viewOf(rt, a, sizes, *strides, a->storageOffset(), "reshape()");
    // NumPy copies into a C-ordered array and returns a view of that copy.
    auto c = copy(rt, *a, MemoryOrder::C, std::nullopt, "reshape()");
    return viewOf(rt, c, sizes, StridedView::contiguousStrides(sizes), 0, "reshape()");
}

NdArrayPtr ArrayOps::transpose(Runtime &rt, const NdArrayPtr &a)
{
    Shape sizes = a->sizes(), strides = a->strides();
    std::reverse(sizes.begin(), sizes.end());
    std::reverse(strides.begin(), strides.end());
    return viewOf(rt, a, sizes, strides, a->storageOffset(), ".T");
}

Scalar ArrayOps::elementAt(const NdArray &a, const std::vector<int64_t> &index)
{
    return a.storage()->backend().readElement(static_cast<char *>(a.storage()->data()) + a.byteOffsetOf(index), a.dtype());
}

Scalar ArrayOps::elementAtOffset(const NdArray &a, int64_t offset)
{
    return a.storage()->backend().readElement(static_cast<char *>(a.storage()->data()) + offset * itemSize(a.dtype()), a.dtype());
}

std::variant<NdArrayPtr, Scalar> ArrayOps::index(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items)
{
    return ArrayIndexing::get(rt, a, items);
}

void ArrayOps::setIndex(Runtime &rt, const NdArrayPtr &a, const std::vector<IndexItem> &items, const ArrayOperand &value,
                        const std::string &op)
{
    ArrayIndexing::set(rt, a, items, value, op);
}

void ArrayOps::assign(Runtime &rt, const NdArray &target, const ArrayOperand &value, bool element, const std::string &op)
{
    const Shape &sizes = target.sizes();
    if (value.array) {
        const auto &vs = value.array->sizes();
        if (element && value.sequence)
            throw PyError("ValueError", "setting an array element with a sequence.");
        if (value.sequence && vs.size() > sizes.size())
            throw PyError("ValueError", "setting an array element with a sequence. The requested array would exceed the "
                                        "maximum number of dimension of " + std::to_string(sizes.size()) + ".");
        if (element && value.array->numel() != 1)
            throw PyError("ValueError", "setting an array element with a sequence.");
        // The value broadcasts to the target (leading 1s may be dropped).
        bool ok = vs.size() <= sizes.size() ||
                  std::all_of(vs.begin(), vs.begin() + static_cast<std::ptrdiff_t>(vs.size() - sizes.size()),
                              [](int64_t s) { return s == 1; });
        Shape src = vs;
        while (src.size() > sizes.size())
            src.erase(src.begin());
        const size_t lead = sizes.size() - src.size();
        for (size_t i = 0; ok && i < src.size(); ++i)
            if (src[i] != 1 && src[i] != sizes[lead + i])
                ok = false;
        if (!ok)
            throw PyError("ValueError", "could not broadcast input array from shape " + Errors::numpyShape(vs) +
                                            " into shape " + Errors::numpyShape(sizes));
        Shape srcStrides(value.array->strides().end() - static_cast<long>(src.size()), value.array->strides().end());
        NdArray expanded(rt, 0, value.array->storage(), value.array->dtype(), sizes,
                         ShapeMath::expandedStrides(src, srcStrides, sizes), value.array->storageOffset(), nullptr, nullptr,
                         false);
        const Scalar old = target.numel() == 1 ? elementAt(target, Shape(sizes.size(), 0)) : Scalar();
        TensorMaker::copyElements(rt, target, expanded, op);
        if (target.numel() == 1)
            TensorMaker::reportElementWrite(rt, target, old, elementAt(target, Shape(sizes.size(), 0)), op);
        return;
    }
    const Scalar stored = value.pythonScalar ? Errors::numpyStoreValue(value.scalar, target.dtype()) : value.scalar;
    if (target.numel() == 1) {
        const Shape zero(sizes.size(), 0);
        const Scalar old = elementAt(target, zero);
        rt.cpuBackend().fill(target.ref(), stored);
        TensorMaker::reportElementWrite(rt, target, old, elementAt(target, zero), op);
    } else {
        rt.cpuBackend().fill(target.ref(), stored);
        TensorMaker::reportWrite(rt, target, op);
    }
}

Scalar ArrayOps::sum(const NdArray &a)
{
    const DType acc = isFloating(a.dtype()) ? a.dtype() : DType::Int64;
    a.storage()->runtime().checkHostObject(HostKernels::sumScratchBytes(a.ref()));
    return a.storage()->backend().sum(a.ref(), acc, SumOrder::NumPy);
}

void ArrayOps::fill(Runtime &rt, const NdArrayPtr &a, Scalar value)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    checkWriteable(*a);
    rt.cpuBackend().fill(a->ref(), Errors::numpyStoreValue(value, a->dtype()));
    TensorMaker::reportWrite(rt, *a, "fill()");
}

bool ArrayOps::sharesMemory(const StridedView &a, const StridedView &b)
{
    if (a.storage() != b.storage() || a.numel() == 0 || b.numel() == 0)
        return false;
    // Exact answer: does any element address of one equal one of the other's?
    if (a.numel() * b.numel() <= 4'000'000) {
        std::vector<uint64_t> addrs;
        addrs.reserve(static_cast<size_t>(a.numel()));
        Shape idx(a.sizes().size(), 0);
        for (int64_t n = 0; n < a.numel(); ++n) {
            const uint64_t lo = a.byteOffsetOf(idx);
            addrs.push_back(lo);
            for (size_t d = idx.size(); d-- > 0;) {
                if (++idx[d] < a.sizes()[d])
                    break;
                idx[d] = 0;
            }
        }
        std::sort(addrs.begin(), addrs.end());
        const int ia = itemSize(a.dtype()), ib = itemSize(b.dtype());
        Shape jdx(b.sizes().size(), 0);
        for (int64_t n = 0; n < b.numel(); ++n) {
            const uint64_t lo = b.byteOffsetOf(jdx);
            auto it = std::upper_bound(addrs.begin(), addrs.end(), lo);
            if (it != addrs.begin() && *(it - 1) + static_cast<uint64_t>(ia) > lo)
                return true;
            if (it != addrs.end() && *it < lo + static_cast<uint64_t>(ib))
                return true;
            for (size_t d = jdx.size(); d-- > 0;) {
                if (++jdx[d] < b.sizes()[d])
                    break;
                jdx[d] = 0;
            }
        }
        return false;
    }
    const auto [alo, ahi] = a.byteRange();
    const auto [blo, bhi] = b.byteRange();
    return alo < bhi && blo < ahi;
}

} // namespace tl
