#pragma once
// What a copy costs against what a view costs, measured through the engine's own ops on
// the runtime's backend: numpy(), detach(), clone(), numpy().copy(), to('cuda') and
// to('cpu') (from a cuda tensor) on float32 tensors from 1 KiB up to a limit, the median
// of several repetitions per size, as torch.utils.benchmark reports a median. No Qt
// widgets: the dialog runs it on a worker thread, tests run it directly.
#include "session/EngineRuntime.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <functional>

namespace tl::ui {

class CopyCostRun {
public:
    struct Point {
        quint64 sizeBytes = 0;
        QString op;        // one of operations()
        qint64 medianNs = 0;
    };
    struct Result {
        QVector<Point> points;  // in the order measured: size by size, the operations in order
        QString backend;        // backendLabel() of the runtime
        bool cancelled = false;
        QStringList refused;    // "to('cuda') at 1 GiB: <the engine's error>"
        // The run's own allocations, counted from the engine's events once every tensor it
        // made is gone: what a cancelled or finished run leaves behind.
        quint64 storagesAllocated = 0;
        quint64 storagesFreed = 0;
        quint64 bytesLeft = 0;  // live bytes on cpu and cuda:0 together
    };

    static constexpr quint64 kSmallest = 1024;
    static constexpr quint64 kDefaultLimit = quint64(64) << 20;
    static constexpr quint64 kLargestLimit = quint64(1) << 30;

    // "numpy()", "detach()", "clone()", "numpy().copy()", "to('cuda')", "to('cpu')".
    static QStringList operations();
    // 1 KiB, 2 KiB, 4 KiB ... up to `limit` (powers of two, at least 1 KiB).
    static QVector<quint64> sizesUpTo(quint64 limit);
    // The GPU's name, "simulated (no NVIDIA GPU)" or "CUDA off (cpu only)".
    static QString backendLabel(tl::Runtime &rt);

    CopyCostRun(tl::Runtime &rt, quint64 limit, int repetitions = 5);

    // Stages: one per size and operation the backend can run (without CUDA the two
    // transfers are left out), measured in order.
    int stageCount() const;
    // `onStage(i)` is called as stage i (0-based) starts; `cancel` is polled between
    // repetitions: the stage then ends there, nothing measured in it is kept.
    Result run(const std::function<void(int stage)> &onStage, const std::atomic<bool> &cancel);

private:
    tl::Runtime &rt_;
    QVector<quint64> sizes_;
    QStringList ops_;
    int repetitions_;
};

} // namespace tl::ui
