#include "TensorMaker.h"

#include "core/Errors.h"
#include "print/PyFloatRepr.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/ShapeMath.h"

#include <memory>

namespace tl {

namespace {

void reportView(Runtime &rt, const StridedView &v, const Provenance &why)
{
    if (!rt.hasSinks())
        return;
    Event e;
    e.type = EventType::ViewCreated;
    e.op = why.op;
    e.objectId = v.objectId();
    e.objectKind = v.kindName();
    e.storageId = v.storage()->id();
    e.device = v.device();
    e.dtype = v.dtype();
    e.sizes = v.sizes();
    e.strides = v.strides();
    e.storageOffset = v.storageOffset();
    const auto [lo, hi] = v.byteRange();
    e.byteOffset = lo;
    e.byteEnd = hi;
    e.shares = why.shares;
    e.reason = why.reason;
    e.owners = rt.ownerCount(v.storage()->id());
    rt.emit(e);
}

// Registers a new view with the runtime. The pointer travels by move, so handing it over
// as a StridedView costs no reference-count traffic (views are on the hot path).
template <typename View>
std::shared_ptr<View> tracked(Runtime &rt, std::shared_ptr<View> view)
{
    std::shared_ptr<StridedView> asView = std::move(view);
    rt.trackView(asView);
    return std::static_pointer_cast<View>(std::move(asView));
}

std::string valueText(const Scalar &s)
{
    if (s.isBool())
        return s.toBool() ? "True" : "False";
    if (s.isFloating())
        return PyFloatRepr::numpyScalarStr(s);
    return std::to_string(s.toInt());
}

} // namespace

TensorPtr TensorMaker::view(Runtime &rt, const StoragePtr &storage, DType dtype, Shape sizes, Shape strides, int64_t offset,
                            VersionCounterPtr version, const Provenance &why)
{
    auto t = std::make_shared<TensorImpl>(rt, rt.nextObjectId(), storage, dtype, std::move(sizes), std::move(strides), offset,
                                          std::move(version));
    t = tracked(rt, std::move(t));
    reportView(rt, *t, why);
    return t;
}

TensorPtr TensorMaker::empty(Runtime &rt, const Shape &sizes, DType dtype, const Device &device, const Provenance &why,
                             const Shape &strides)
{
    const uint64_t bytes = ShapeMath::checkedBytes(sizes, itemSize(dtype));
    StoragePtr s = rt.allocate(device, bytes, why.op);
    return view(rt, s, dtype, sizes, strides.empty() ? StridedView::contiguousStrides(sizes) : strides, 0, nullptr, why);
}

TensorPtr TensorMaker::uninitialized(Runtime &rt, const Shape &sizes, DType dtype, const Device &device,
                                     const Provenance &why, const Shape &strides)
{
    const uint64_t bytes = ShapeMath::checkedBytes(sizes, itemSize(dtype));
    StoragePtr s = rt.allocate(device, bytes, why.op, true);
    return view(rt, s, dtype, sizes, strides.empty() ? StridedView::contiguousStrides(sizes) : strides, 0, nullptr, why);
}

NdArrayPtr TensorMaker::array(Runtime &rt, const StoragePtr &storage, DType dtype, Shape sizes, Shape strides, int64_t offset,
                              NdArrayPtr baseArray, TensorPtr baseTensor, bool ownData, const Provenance &why)
{
    auto a = std::make_shared<NdArray>(rt, rt.nextObjectId(), storage, dtype, std::move(sizes), std::move(strides), offset,
                                       std::move(baseArray), std::move(baseTensor), ownData);
    a = tracked(rt, std::move(a));
    reportView(rt, *a, why);
    return a;
}

StoragePtr TensorMaker::arrayStorage(Runtime &rt, const Shape &sizes, DType dtype, const std::string &op,
                                     bool uninitialized)
{
    uint64_t bytes = 0;
    try {
        bytes = ShapeMath::checkedBytes(sizes, itemSize(dtype));
    } catch (const PyError &) {
        throw Errors::numpyTooBig();
    }
    try {
        return rt.allocate(Device::cpu(), bytes, op, uninitialized);
    } catch (const PyError &) {
        throw Errors::numpyOutOfMemory(bytes, sizes, dtype); // NumPy words it its own way
    }
}

NdArrayPtr TensorMaker::emptyArray(Runtime &rt, const Shape &sizes, DType dtype, const Provenance &why,
                                   const Shape &layout, bool uninitialized)
{
    StoragePtr s = arrayStorage(rt, sizes, dtype, why.op, uninitialized);
    auto strides = layout.empty() ? StridedView::contiguousStrides(sizes) : layout;
    if (ShapeMath::checkedNumel(sizes) == 0)
        strides.assign(strides.size(), 0); // NumPy gives new empty arrays zero strides
    return array(rt, s, dtype, sizes, strides, 0, nullptr, nullptr, true, why);
}

void TensorMaker::reportRestride(Runtime &rt, const StridedView &v, const Provenance &why) { reportView(rt, v, why); }

void TensorMaker::reportCopy(Runtime &rt, const Storage &src, const Storage &dst, uint64_t bytes, int64_t ns,
                             const std::string &op)
{
    if (!rt.hasSinks())
        return;
    Event e;
    e.type = EventType::Copy;
    e.op = op;
    e.srcStorageId = src.id();
    e.dstStorageId = dst.id();
    e.bytes = bytes;
    e.durationNs = ns;
    const bool fromHost = src.device().isCpu(), toHost = dst.device().isCpu();
    e.direction = fromHost ? (toHost ? "host-to-host" : "host-to-device") : (toHost ? "device-to-host" : "device-to-device");
    rt.emit(e);
}

void TensorMaker::copyElements(Runtime &rt, const StridedView &dst, const StridedView &src, const std::string &op)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const uint64_t bytes = static_cast<uint64_t>(dst.numel()) * itemSize(dst.dtype());
    if (dst.device() == src.device()) {
        dst.storage()->backend().copyStrided(dst.ref(), src.ref(), dst.library());
    } else {
        // Across memories only raw bytes travel: make the source contiguous in its own
        // memory, move the bytes, then lay them out (and cast) on the destination. Host
        // memory on either side is used in place rather than bounced through a buffer.
        DeviceBackend &sb = src.storage()->backend();
        DeviceBackend &db = dst.storage()->backend();
        const uint64_t srcBytes = static_cast<uint64_t>(src.numel()) * itemSize(src.dtype());
        StridedRef denseRef;
        denseRef.dtype = src.dtype();
        denseRef.sizes = src.sizes();
        denseRef.strides = StridedView::contiguousStrides(src.sizes());
        const bool dstTakesBytes = dst.device().isCpu() && dst.isContiguous() && dst.dtype() == src.dtype();
        std::unique_ptr<char[]> bounce;
        const void *hostBytes = nullptr;
        if (src.device().isCpu() && src.isContiguous()) {
            hostBytes = src.ref().data;
        } else {
            char *landing = dstTakesBytes ? static_cast<char *>(dst.ref().data) : nullptr;
            if (!landing) {
                bounce.reset(new char[srcBytes]); // uninitialised: every byte is overwritten
                landing = bounce.get();
            }
            if (src.isContiguous()) {
                sb.copyToHost(landing, src.ref().data, srcBytes);
            } else {
                void *tmp = sb.allocate(srcBytes);
                StridedRef tmpRef = denseRef;
                tmpRef.data = tmp;
                try {
                    sb.copyStrided(tmpRef, src.ref(), dst.library());
                    sb.copyToHost(landing, tmp, srcBytes);
                } catch (...) {
                    sb.deallocate(tmp, srcBytes);
                    throw;
                }
                sb.deallocate(tmp, srcBytes);
            }
            hostBytes = landing;
        }
        if (dstTakesBytes) {
            if (hostBytes != dst.ref().data)
                db.copyFromHost(dst.ref().data, hostBytes, srcBytes);
        } else if (dst.device().isCpu()) {
            StridedRef hostRef = denseRef;
            hostRef.data = const_cast<void *>(hostBytes);
            db.copyStrided(dst.ref(), hostRef, dst.library());
        } else if (dst.isContiguous() && dst.dtype() == src.dtype()) {
            db.copyFromHost(dst.ref().data, hostBytes, srcBytes);
        } else {
            void *tmp = db.allocate(srcBytes);
            StridedRef tmpRef = denseRef;
            tmpRef.data = tmp;
            try {
                db.copyFromHost(tmp, hostBytes, srcBytes);
                db.copyStrided(dst.ref(), tmpRef, dst.library());
            } catch (...) {
                db.deallocate(tmp, srcBytes);
                throw;
            }
            db.deallocate(tmp, srcBytes);
        }
    }
    dst.storage()->noteWrite();
    const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
    reportCopy(rt, *src.storage(), *dst.storage(), bytes, ns, op);
    noteInitialized(rt, dst);
}

void TensorMaker::reportWrite(Runtime &rt, const StridedView &dst, const std::string &op)
{
    reportRandomWrite(rt, dst, op, "", false);
}

void TensorMaker::reportRandomWrite(Runtime &rt, const StridedView &dst, const std::string &op, const std::string &generator,
                                    bool deviceGenerated)
{
    dst.storage()->noteWrite();
    if (rt.hasSinks()) {
        Event e;
        e.type = EventType::StorageWritten;
        e.op = op;
        e.storageId = dst.storage()->id();
        const auto [lo, hi] = dst.byteRange();
        e.byteOffset = lo;
        e.byteEnd = hi;
        e.generator = generator;
        e.deviceGenerated = deviceGenerated;
        rt.emit(e);
    }
    noteInitialized(rt, dst);
}

void TensorMaker::noteInitialized(Runtime &rt, const StridedView &dst)
{
    Storage &s = *dst.storage();
    if (s.uninitialized().empty() || dst.numel() == 0)
        return;
    const uint64_t item = static_cast<uint64_t>(itemSize(dst.dtype()));
    bool changed = false;
    if (MemoryOverlap::nonOverlappingAndDense(dst)) {
        const auto [lo, hi] = dst.byteRange();
        changed = s.markInitialized(lo, hi);
    } else {
        // Runs along the innermost dimension when it is contiguous, single elements otherwise.
        const auto &sizes = dst.sizes();
        const auto &strides = dst.strides();
        const size_t nd = sizes.size();
        const bool innerRun = nd > 0 && strides[nd - 1] == 1;
        const size_t outerDims = innerRun ? nd - 1 : nd;
        const uint64_t runBytes = innerRun ? static_cast<uint64_t>(sizes[nd - 1]) * item : item;
        std::vector<int64_t> index(outerDims, 0);
        while (true) {
            int64_t offset = dst.storageOffset();
            for (size_t d = 0; d < outerDims; ++d)
                offset += index[d] * strides[d];
            const uint64_t begin = static_cast<uint64_t>(offset) * item;
            changed = s.markInitialized(begin, begin + runBytes) || changed;
            size_t d = outerDims;
            while (d > 0 && ++index[d - 1] == sizes[d - 1])
                index[--d] = 0;
            if (d == 0)
                break;
        }
    }
    if (!changed || !rt.hasSinks())
        return;
    Event e;
    e.type = EventType::StorageInitialized;
    e.storageId = s.id();
    e.uninitializedRanges = s.uninitialized();
    rt.emit(e);
}

void TensorMaker::reportElementWrite(Runtime &rt, const StridedView &dst, const Scalar &oldValue, const Scalar &newValue,
                                     const std::string &op)
{
    dst.storage()->noteWrite();
    if (!rt.hasSinks()) {
        noteInitialized(rt, dst);
        return;
    }
    Event e;
    e.type = EventType::ElementWritten;
    e.op = op;
    e.storageId = dst.storage()->id();
    e.byteOffset = dst.byteRange().first;
    e.oldValue = valueText(oldValue);
    e.newValue = valueText(newValue);
    for (const auto &v : rt.liveViews(e.storageId)) {
        if (v->dtype() != dst.dtype())
            continue;
        if (auto idx = v->indexOfByte(e.byteOffset))
            e.views.push_back({v->objectId(), v->kindName(), *idx});
    }
    rt.emit(e);
    noteInitialized(rt, dst);
}

} // namespace tl
