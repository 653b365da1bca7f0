// Times each operation through the same engine calls a script's `t.numpy()`, `t.detach()`,
// `t.clone()`, `t.numpy().copy()` and `t.to(...)` make (TensorConvert, TensorViews,
// ArrayOps), on a fresh source tensor per size; the result is released outside the clock.
#include "CopyCostRun.h"

#include "events/EventSink.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "ops/ArrayOps.h"
#include "ops/TensorFactory.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace tl::ui {

namespace {

const QString kNumpy = QStringLiteral("numpy()");
const QString kDetach = QStringLiteral("detach()");
const QString kClone = QStringLiteral("clone()");
const QString kNumpyCopy = QStringLiteral("numpy().copy()");
const QString kToCuda = QStringLiteral("to('cuda')");
const QString kToCpu = QStringLiteral("to('cpu')");

// Counts the run's storages as the engine reports them.
class AllocationCounter : public tl::EventSink {
public:
    void onEvent(const tl::Event &e) override
    {
        if (e.type == tl::EventType::StorageAllocated)
            ++allocated;
        else if (e.type == tl::EventType::StorageFreed)
            ++freed;
    }
    quint64 allocated = 0;
    quint64 freed = 0;
};

// The result of one call: a tensor or an array, held until the clock has stopped.
struct Made {
    tl::TensorPtr tensor;
    tl::NdArrayPtr array;
};

Made call(tl::Runtime &rt, const QString &op, const tl::TensorPtr &source)
{
    if (op == kNumpy)
        return {nullptr, tl::TensorConvert::numpy(rt, source, false, "numpy()")};
    if (op == kDetach)
        return {tl::TensorViews::detach(rt, source), nullptr};
    if (op == kClone)
        return {tl::TensorConvert::clone(rt, source), nullptr};
    if (op == kNumpyCopy) {
        const tl::NdArrayPtr view = tl::TensorConvert::numpy(rt, source, false, "numpy()");
        return {nullptr, tl::ArrayOps::copy(rt, *view, tl::MemoryOrder::K, std::nullopt, "copy()")};
    }
    if (op == kToCuda)
        return {tl::TensorConvert::to(rt, source, tl::Device::cuda(0), std::nullopt, false, "to('cuda')"), nullptr};
    return {tl::TensorConvert::to(rt, source, tl::Device::cpu(), std::nullopt, false, "to('cpu')"), nullptr};
}

} // namespace

QStringList CopyCostRun::operations()
{
    return {kNumpy, kDetach, kClone, kNumpyCopy, kToCuda, kToCpu};
}

QVector<quint64> CopyCostRun::sizesUpTo(quint64 limit)
{
    QVector<quint64> sizes;
    for (quint64 s = kSmallest; s <= std::max(limit, kSmallest); s *= 2)
        sizes.push_back(s);
    return sizes;
}

QString CopyCostRun::backendLabel(tl::Runtime &rt)
{
    const std::string kind = rt.cudaBackendKind();
    if (kind == "simulated")
        return QStringLiteral("simulated (no NVIDIA GPU)");
    if (kind == "off")
        return QStringLiteral("CUDA off (cpu only)");
    return QString::fromStdString(rt.cudaDescription());
}

CopyCostRun::CopyCostRun(tl::Runtime &rt, quint64 limit, int repetitions)
    : rt_(rt), sizes_(sizesUpTo(limit)), ops_(operations()), repetitions_(std::max(1, repetitions))
{
    if (rt_.cudaDeviceCount() == 0) {
        ops_.removeAll(kToCuda);
        ops_.removeAll(kToCpu);
    }
}

int CopyCostRun::stageCount() const
{
    return int(sizes_.size() * ops_.size());
}

CopyCostRun::Result CopyCostRun::run(const std::function<void(int stage)> &onStage, const std::atomic<bool> &cancel)
{
    using Clock = std::chrono::steady_clock;
    Result result;
    result.backend = backendLabel(rt_);
    AllocationCounter counter;
    rt_.addSink(&counter);
    int stage = 0;
    for (quint64 size : sizes_) {
        if (result.cancelled)
            break;
        for (const QString &op : ops_) {
            if (onStage)
                onStage(stage);
            ++stage;
            if (cancel.load()) {
                result.cancelled = true;
                break;
            }
            try {
                const tl::Device where = op == kToCpu ? tl::Device::cuda(0) : tl::Device::cpu();
                const tl::TensorPtr source = tl::TensorFactory::full(rt_, {int64_t(size / 4)}, tl::Scalar::fromDouble(1.0, tl::DType::Float32),
                                                                     tl::DType::Float32, where, false, "full");
                call(rt_, op, source); // warm-up: the first call of an op pays for code and caches
                std::vector<qint64> times;
                for (int r = 0; r < repetitions_ && !cancel.load(); ++r) {
                    const auto t0 = Clock::now();
                    Made made = call(rt_, op, source);
                    const auto t1 = Clock::now();
                    times.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
                }
                if (int(times.size()) < repetitions_) {
                    result.cancelled = true;
                    break;
                }
                std::sort(times.begin(), times.end());
                result.points.push_back({size, op, times[times.size() / 2]});
            } catch (const std::exception &e) {
                // Past the backend's memory, say: what the engine said, and the run goes on.
                result.refused += QStringLiteral("%1 at %2 bytes: %3").arg(op).arg(size).arg(QString::fromUtf8(e.what()));
            }
        }
    }
    rt_.removeSink(&counter);
    result.storagesAllocated = counter.allocated;
    result.storagesFreed = counter.freed;
    result.bytesLeft = rt_.liveBytes(tl::DeviceType::CPU) + rt_.liveBytes(tl::DeviceType::CUDA);
    return result;
}

} // namespace tl::ui
