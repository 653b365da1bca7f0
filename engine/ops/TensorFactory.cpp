#include "TensorFactory.h"

#include "core/Errors.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace tl {

namespace {
// A double as c10::Scalar streams it (ostream's default "%g").
std::string streamed(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}
} // namespace

void TensorFactory::checkRequiresGradDtype(DType dtype, bool requiresGrad)
{
    if (requiresGrad && !isFloating(dtype))
        throw Errors::factoryRequiresGradDtype();
}

TensorPtr TensorFactory::full(Runtime &rt, const Shape &sizes, Scalar value, DType dtype, const Device &device,
                              bool requiresGrad, const std::string &op)
{
    ShapeMath::checkedNumel(sizes);
    checkRequiresGradDtype(dtype, requiresGrad);
    Errors::checkFillValue(value, dtype);
    auto t = TensorMaker::empty(rt, sizes, dtype, device, {op, false, op + " allocates and fills a new storage"});
    t->storage()->backend().fill(t->ref(), value);
    t->setLeafRequiresGrad(requiresGrad);
    return t;
}

TensorPtr TensorFactory::fullLike(Runtime &rt, const TensorPtr &like, Scalar value, DType dtype, const Device &device,
                                  bool requiresGrad, const std::string &op)
{
    checkRequiresGradDtype(dtype, requiresGrad);
    Errors::checkFillValue(value, dtype);
    // memory_format=torch.preserve_format: the input's own strides when they are dense.
    auto t = TensorMaker::empty(rt, like->sizes(), dtype, rt.checkDevice(device),
                                {op, false, op + " allocates and fills a new storage"}, StridedView::preservedStrides(*like));
    t->storage()->backend().fill(t->ref(), value);
    t->setLeafRequiresGrad(requiresGrad);
    return t;
}

int64_t TensorFactory::arangeLength(Scalar start, Scalar end, Scalar step, bool numpy)
{
    const bool integral = !start.isFloating() && !end.isFloating() && !step.isFloating();
    if (integral) {
        const int64_t s = start.toInt(), e = end.toInt(), st = step.toInt();
        if (st == 0)
            throw numpy ? PyError("ZeroDivisionError", "division by zero")
                        : PyError("RuntimeError", "step must be nonzero");
        if (!numpy && ((st > 0 && e < s) || (st < 0 && e > s)))
            throw PyError("RuntimeError", "upper bound and larger bound inconsistent with step sign");
        // In 128 bits: the span of two int64 bounds can exceed int64.
        const __int128 span = static_cast<__int128>(e) - s, step128 = st;
        const __int128 n = step128 > 0 ? (span + step128 - 1) / step128 : (-span - step128 - 1) / (-step128);
        if (n > std::numeric_limits<int64_t>::max())
            throw Errors::arangeTooLong(numpy);
        return std::max<int64_t>(static_cast<int64_t>(n), 0);
    }
    const double s = start.toDouble(), e = end.toDouble(), st = step.toDouble();
    if (st == 0 || (!numpy && std::isnan(st)))
        throw numpy ? PyError("ZeroDivisionError", "float division by zero")
                    : PyError("RuntimeError", "step must be nonzero");
    if (!std::isfinite(s) || !std::isfinite(e)) {
        if (!numpy)
            throw PyError("RuntimeError", "unsupported range: " + streamed(s) + " -> " + streamed(e));
        if (std::isnan(s) || std::isnan(e))
            throw PyError("ValueError", "arange: cannot compute length");
        throw Errors::arangeTooLong(true);
    }
    if (!numpy && ((st > 0 && e < s) || (st < 0 && e > s)))
        throw PyError("RuntimeError", "upper bound and larger bound inconsistent with step sign");
    const double length = std::ceil((e - s) / st);
    if (std::isnan(length))
        throw numpy ? PyError("ValueError", "arange: cannot compute length") : Errors::arangeTooLong(false);
    // 2**63 as a double: the first length no int64 holds.
    if (length >= 9223372036854775808.0)
        throw Errors::arangeTooLong(numpy);
    return std::max<int64_t>(static_cast<int64_t>(length), 0);
}

TensorPtr TensorFactory::arange(Runtime &rt, Scalar start, Scalar end, Scalar step, std::optional<DType> dtype,
                                const Device &device, bool requiresGrad)
{
    const bool anyFloat = start.isFloating() || end.isFloating() || step.isFloating();
    const DType dt = dtype ? *dtype : (anyFloat ? DType::Float32 : DType::Int64);
    const int64_t n = arangeLength(start, end, step, false);
    checkRequiresGradDtype(dt, requiresGrad);
    auto t = TensorMaker::empty(rt, {n}, dt, device, {"torch.arange", false, "torch.arange allocates a new storage"});
    t->storage()->backend().arange(t->ref(), start.toDouble(), step.toDouble(), Library::Torch);
    t->setLeafRequiresGrad(requiresGrad);
    return t;
}

TensorPtr TensorFactory::fromValues(Runtime &rt, const std::vector<Scalar> &values, const Shape &sizes, DType dtype,
                                    const Device &device, bool requiresGrad, const std::string &op)
{
    checkRequiresGradDtype(dtype, requiresGrad);
    const Device dev = rt.checkDevice(device);
    auto t = TensorMaker::empty(rt, sizes, dtype, dev, {op, false, op + " copies the data into a new storage"});
    const int item = itemSize(dtype);
    std::vector<char> host(values.size() * static_cast<size_t>(item));
    DeviceBackend &cpu = rt.cpuBackend();
    for (size_t i = 0; i < values.size(); ++i)
        cpu.writeElement(host.data() + i * static_cast<size_t>(item), dtype, values[i]);
    t->storage()->backend().copyFromHost(t->ref().data, host.data(), host.size());
    t->setLeafRequiresGrad(requiresGrad);
    return t;
}

namespace {

// tensor_from_numpy refuses arrays walked backwards, whether it then shares or copies them.
void checkNoNegativeStrides(const NdArray &a)
{
    for (int64_t s : a.strides())
        if (s < 0)
            throw Errors::numpyNegativeStrides();
}

} // namespace

TensorPtr TensorFactory::fromNumpy(Runtime &rt, const NdArrayPtr &a, const std::string &op)
{
    checkNoNegativeStrides(*a);
    // The tensor keeps the array's storage alive; its _version starts at 0.
    auto t = TensorMaker::view(rt, a->storage(), a->dtype(), a->sizes(), a->strides(), a->storageOffset(), nullptr,
                               {op, true, op + " shares the array's memory"});
    t->setOffsetOrigin(a->storageOffset());
    a->storage()->markNotResizable();
    // from_blob's storage: computeStorageNbytes of the array's sizes and strides.
    int64_t extent = a->numel() == 0 ? 0 : 1;
    for (size_t d = 0; d < a->sizes().size() && extent; ++d)
        extent += (a->sizes()[d] - 1) * a->strides()[d];
    t->setStorageWindowBytes(static_cast<uint64_t>(extent) * itemSize(a->dtype()));
    return t;
}

TensorPtr TensorFactory::fromArrayCopy(Runtime &rt, const NdArray &a, std::optional<DType> dtype, const Device &device,
                                       bool requiresGrad, const std::string &op)
{
    checkNoNegativeStrides(a);
    const DType dt = dtype.value_or(a.dtype());
    checkRequiresGradDtype(dt, requiresGrad);
    // The copy keeps a dense array's layout (a transposed array gives a transposed tensor).
    const uint64_t bytes = ShapeMath::checkedBytes(a.sizes(), itemSize(dt));
    StoragePtr s = rt.allocate(rt.checkDevice(device), bytes, op);
    std::vector<int64_t> strides = StridedView::preservedStrides(a);
    if (a.numel() == 0 && std::find(strides.begin(), strides.end(), 0) != strides.end())
        strides = StridedView::contiguousStrides(a.sizes()); // a fresh empty array has zero strides
    auto t = TensorMaker::view(rt, s, dt, a.sizes(), strides, 0, nullptr, {op, false, op + " copies the array's data"});
    TensorMaker::copyElements(rt, *t, a, op);
    t->setLeafRequiresGrad(requiresGrad);
    return t;
}

} // namespace tl
